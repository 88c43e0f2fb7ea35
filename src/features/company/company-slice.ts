import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import { DEFAULT_COMPANY_ID } from '@/config/constants';

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
  selectors: {
    selectCompanyId: (state) => state.companyId,
  },
});

export const { companyResolved } = companySlice.actions;
export const companyReducer = companySlice.reducer;
export const { selectCompanyId } = companySlice.selectors;

export function restoreCompany(raw: unknown): CompanyState | undefined {
  const parsed = companyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
