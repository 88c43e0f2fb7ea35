import { createSlice } from '@reduxjs/toolkit';

/** The global loader flag (SPEC.md "Loader flag"; the actions do what their names say). */
const loaderSlice = createSlice({
  name: 'loader',
  initialState: { visible: false },
  reducers: {
    loaderShown(state) {
      state.visible = true;
    },
    loaderHidden(state) {
      state.visible = false;
    },
  },
});

export const { loaderShown, loaderHidden } = loaderSlice.actions;
export const loaderReducer = loaderSlice.reducer;
