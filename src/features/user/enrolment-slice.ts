import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { normalizeCompanyId } from '@/config/routes';

/**
 * Storage is shared by every site on the origin and by earlier versions: a value kept here is a
 * bounded list, so a participant who followed many sponsors' links cannot fill it.
 */
const MAX_ENROLLING_SPONSORS = 20;

export interface EnrolmentState {
  /**
   * The sponsors whose enrolment link (`e=1`) the participant followed, oldest first. Enrolling
   * is in one sponsor's plan: the user's isEnroll holds while the page shows one of these
   * companies. Each stays until its own page is opened with `e=0`, so opening another sponsor,
   * in this tab or a new one, does not end it.
   */
  companyIds: string[];
}

const initialState: EnrolmentState = { companyIds: [] };

/** The sponsors after a link to the company's page with `e=` (true: enrolling there). */
export function withEnrolment(
  companyIds: readonly string[],
  companyId: string,
  isEnroll: boolean,
): string[] {
  const others = companyIds.filter((id) => id !== companyId);
  return (isEnroll ? [...others, companyId] : others).slice(-MAX_ENROLLING_SPONSORS);
}

const storedEnrolmentSchema = v.object({ companyIds: v.array(v.unknown()) });

/**
 * The enrolling sponsors saved in local storage, or undefined when what is there is not that
 * list (absent, written by an earlier version, or corrupted): the caller then falls back to the
 * stored user. An entry that is not a company id is dropped; the others stand.
 */
export function parseEnrollingCompanyIds(stored: unknown): string[] | undefined {
  const parsed = v.safeParse(storedEnrolmentSchema, stored);
  if (!parsed.success) return undefined;
  return parsed.output.companyIds
    .filter((id): id is string => typeof id === 'string' && normalizeCompanyId(id) === id)
    .reduce<string[]>((ids, id) => withEnrolment(ids, id, true), []);
}

const enrolmentSlice = createSlice({
  name: 'enrolment',
  initialState,
  reducers: {
    /**
     * A link followed inside the app named `e=`: the company it shows starts or ends being an
     * enrolling sponsor, as a page load at that address makes it.
     */
    enrolmentLinkFollowed(state, action: PayloadAction<{ companyId: string; isEnroll: boolean }>) {
      state.companyIds = withEnrolment(
        state.companyIds,
        action.payload.companyId,
        action.payload.isEnroll,
      );
    },
    /** Another tab saved the sponsors: this tab takes them up, so its next save keeps them. */
    enrolmentSavedInAnotherTab(state, action: PayloadAction<string[]>) {
      state.companyIds = action.payload;
    },
  },
});

export const { enrolmentLinkFollowed, enrolmentSavedInAnotherTab } = enrolmentSlice.actions;
export const enrolmentReducer = enrolmentSlice.reducer;
