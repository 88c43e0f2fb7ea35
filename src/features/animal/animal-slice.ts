import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';

/** An article the quiz-animal call returned for the user's persona. */
export const animalArticleSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  path: z.optional(z.string()),
  /** The content language the app asked for it in (en, es): the app's note, not the CMS's. */
  contentLanguage: z.optional(z.string()),
});
export type AnimalArticle = z.infer<typeof animalArticleSchema>;

export interface AnimalState {
  articles: AnimalArticle[];
}

const initialState: AnimalState = { articles: [] };

const animalSlice = createSlice({
  name: 'animal',
  initialState,
  reducers: {
    animalArticlesLoaded(state, action: PayloadAction<AnimalArticle[]>) {
      state.articles = action.payload;
    },
  },
  selectors: {
    selectAnimalArticles: (state) => state.articles,
  },
});

export const { animalArticlesLoaded } = animalSlice.actions;
export const { selectAnimalArticles } = animalSlice.selectors;
export const animalReducer = animalSlice.reducer;

/** Restored state keeps the articles (SPEC.md "Startup"); errors live on their queries. */
export function restoreAnimal(raw: unknown): AnimalState | undefined {
  const parsed = z.object({ articles: z.array(animalArticleSchema) }).safeParse(raw);
  return parsed.success ? { articles: parsed.data.articles } : undefined;
}
