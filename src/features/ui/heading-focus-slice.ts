import { createSlice } from '@reduxjs/toolkit';

/**
 * What decides whether a page's heading takes the focus (DESIGN.md section 7). Held by the
 * app's store, so it lasts as long as one app: a new app (a page started again, each test)
 * starts from its first load, where the focus stays where the participant starts.
 */
interface HeadingFocusState {
  /** An in-app navigation happened (not only the first load). */
  navigated: boolean;
  /** The participant switched language since the last navigation. */
  languageSwitched: boolean;
}

const initialState: HeadingFocusState = { navigated: false, languageSwitched: false };

const headingFocusSlice = createSlice({
  name: 'headingFocus',
  initialState,
  reducers: {
    pageNavigated(state) {
      state.navigated = true;
      state.languageSwitched = false;
    },
    /**
     * Some pages reload their content in the new language (a quiz question, the home blocks)
     * and so mount their heading again, for the same navigation: the focus then stays on the
     * switch, where the participant is.
     */
    languageSwitchPressed(state) {
      state.languageSwitched = true;
    },
  },
  selectors: {
    selectHeadingTakesFocus: (state) => state.navigated && !state.languageSwitched,
  },
});

export const { pageNavigated, languageSwitchPressed } = headingFocusSlice.actions;
export const headingFocusReducer = headingFocusSlice.reducer;
export const { selectHeadingTakesFocus } = headingFocusSlice.selectors;
