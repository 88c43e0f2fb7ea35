import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether this browser refused to keep the participant's quiz answers (storage full, or turned
 * off): the plan then lasts only as long as the page, and the participant is told so rather than
 * finding it gone on the next visit.
 */
interface LocalSaveState {
  failed: boolean;
}

const initialState: LocalSaveState = { failed: false };

const localSaveSlice = createSlice({
  name: 'localSave',
  initialState,
  reducers: {
    answersNotSaved(state) {
      state.failed = true;
    },
    answersSaved(state) {
      state.failed = false;
    },
  },
  selectors: {
    selectAnswersNotSaved: (state) => state.failed,
  },
});

export const { answersNotSaved, answersSaved } = localSaveSlice.actions;
export const localSaveReducer = localSaveSlice.reducer;
export const { selectAnswersNotSaved } = localSaveSlice.selectors;
