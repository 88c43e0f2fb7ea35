import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the generic error modal (SPEC.md "Generic error modal", "Failed calls") is open, and
 * for which failure. Client state only: the error itself stays on its query, and the query
 * client opens the modal for the queries whose meta asks for it.
 */
interface ErrorModalState {
  /** The failed call's HTTP status, or 'error' when it has none; null while closed. */
  status: string | null;
}

const initialState: ErrorModalState = { status: null };

const errorModalSlice = createSlice({
  name: 'errorModal',
  initialState,
  reducers: {
    errorModalOpened(state, action: PayloadAction<string>) {
      state.status = action.payload;
    },
    errorModalDismissed(state) {
      state.status = null;
    },
  },
  selectors: {
    selectErrorModalStatus: (state) => state.status,
  },
});

export const { errorModalOpened, errorModalDismissed } = errorModalSlice.actions;
export const errorModalReducer = errorModalSlice.reducer;
export const { selectErrorModalStatus } = errorModalSlice.selectors;
