import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import { DEFAULT_COMPANY_ID } from '@/config/constants';
import { appStarted } from '@/features/user/user-slice';

export const companyStateSchema = z.object({ companyId: z.string() });
export type CompanyState = z.infer<typeof companyStateSchema>;

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
  extraReducers: (builder) => {
    // A new tab has no session state: the company saved with the retirement data is the user's.
    builder.addCase(appStarted, (state, { payload }) => {
      if (state.companyId !== DEFAULT_COMPANY_ID) return state;
      const parsed = z
        .object({ config: z.object({ companyId: z.string() }) })
        .safeParse(payload.storedRetirement.company);
      return parsed.success ? { companyId: parsed.data.config.companyId } : state;
    });
  },
});

export const { companyResolved } = companySlice.actions;
export const companyReducer = companySlice.reducer;

export function restoreCompany(raw: unknown): CompanyState | undefined {
  const parsed = companyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
