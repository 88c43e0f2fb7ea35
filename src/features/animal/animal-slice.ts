import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import { toAppError, type AppError } from '@/lib/app-error';

/** An article the quiz-animal call returned for the user's persona. */
export const animalArticleSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  path: z.optional(z.string()),
});
export type AnimalArticle = z.infer<typeof animalArticleSchema>;

export interface AnimalState {
  articles: AnimalArticle[];
  error: AppError | null;
}

const initialState: AnimalState = { articles: [], error: null };

const animalSlice = createSlice({
  name: 'animal',
  initialState,
  reducers: {
    animalArticlesLoaded(state, action: PayloadAction<AnimalArticle[]>) {
      state.articles = action.payload;
      state.error = null;
    },
    /** Stores whatever was thrown as a plain error object, or null when none is given. */
    animalRequestFailed: {
      reducer(state, action: PayloadAction<AppError | null>) {
        state.error = action.payload;
      },
      prepare: (error: unknown) => ({ payload: toAppError(error) }),
    },
  },
});

export const { animalArticlesLoaded, animalRequestFailed } = animalSlice.actions;
export const animalReducer = animalSlice.reducer;

/** Restored state keeps the articles; a stored error is cleared (SPEC.md "Startup"). */
export function restoreAnimal(raw: unknown): AnimalState | undefined {
  const parsed = z.object({ articles: z.array(animalArticleSchema) }).safeParse(raw);
  return parsed.success ? { articles: parsed.data.articles, error: null } : undefined;
}
