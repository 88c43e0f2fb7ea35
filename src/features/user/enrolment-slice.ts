import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface EnrolmentState {
  /**
   * The sponsor whose enrolment link (`e=1`) the participant followed, or null. Enrolling is in
   * one sponsor's plan: the user's isEnroll holds while the page shows this company.
   */
  companyId: string | null;
}

const initialState: EnrolmentState = { companyId: null };

const enrolmentSlice = createSlice({
  name: 'enrolment',
  initialState,
  reducers: {
    /**
     * A link followed inside the app named `e=`: the company it shows becomes the enrolling
     * sponsor (null: none), as a page load at that address makes it.
     */
    enrolmentLinkFollowed(state, action: PayloadAction<string | null>) {
      state.companyId = action.payload;
    },
  },
  selectors: {
    selectEnrollingCompanyId: (state) => state.companyId,
  },
});

export const { enrolmentLinkFollowed } = enrolmentSlice.actions;
export const enrolmentReducer = enrolmentSlice.reducer;
export const { selectEnrollingCompanyId } = enrolmentSlice.selectors;
