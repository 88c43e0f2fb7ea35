import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { DEFAULT_COMPANY_ID } from '@/config/constants';

const companyStateSchema = v.object({ companyId: v.string() });
export type CompanyState = v.InferOutput<typeof companyStateSchema>;

const initialState: CompanyState = { companyId: DEFAULT_COMPANY_ID };

const companySlice = createSlice({
  name: 'company',
  initialState,
  reducers: {
    /** The shell resolved the page's company and its config loaded. */
    companyResolved(state, action: PayloadAction<string>) {
      state.companyId = action.payload;
    },
  },
  selectors: {
    selectCompanyId: (state) => state.companyId,
  },
});

export const { companyResolved } = companySlice.actions;
export const companyReducer = companySlice.reducer;
export const { selectCompanyId } = companySlice.selectors;

export function restoreCompany(raw: unknown): CompanyState | undefined {
  const parsed = v.safeParse(companyStateSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
