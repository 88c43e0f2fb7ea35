import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toAppError, type AppError } from '@/lib/app-error';

/**
 * The global error state (SPEC.md "Failed calls"). While it holds an error, the shell shows the
 * generic error modal (Oops!).
 */
const errorSlice = createSlice({
  name: 'error',
  initialState: { error: null as AppError | null },
  reducers: {
    errorRaised: {
      reducer(state, action: PayloadAction<AppError>) {
        state.error = action.payload;
      },
      // Whatever was thrown becomes a plain object before it reaches the store.
      prepare: (error: unknown) => ({
        payload: toAppError(error) ?? { status: null, message: 'Unknown error' },
      }),
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
});

export const { errorRaised, errorDismissed } = errorSlice.actions;
export const errorReducer = errorSlice.reducer;
