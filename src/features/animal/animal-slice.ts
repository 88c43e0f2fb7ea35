import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';

/** An article the quiz-animal call returned for the user's persona. */
export const animalArticleSchema = v.looseObject({
  id: v.string(),
  title: v.optional(v.string()),
  path: v.optional(v.string()),
  /** The content language the app asked for it in (en, es): the app's note, not the CMS's. */
  contentLanguage: v.optional(v.string()),
});
export type AnimalArticle = v.InferOutput<typeof animalArticleSchema>;

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
    /**
     * The persona follows from the answers: once one changes, the stored persona may be another
     * animal's, so the action plan asks the persona service again instead of showing it.
     */
    animalArticlesCleared() {
      return initialState;
    },
  },
  selectors: {
    selectAnimalArticles: (state) => state.articles,
  },
});

export const { animalArticlesLoaded, animalArticlesCleared } = animalSlice.actions;
export const { selectAnimalArticles } = animalSlice.selectors;
export const animalReducer = animalSlice.reducer;

/** Restored state keeps the articles (SPEC.md "Startup"); errors live on their queries. */
export function restoreAnimal(raw: unknown): AnimalState | undefined {
  const parsed = v.safeParse(v.object({ articles: v.array(animalArticleSchema) }), raw);
  return parsed.success ? { articles: parsed.output.articles } : undefined;
}
