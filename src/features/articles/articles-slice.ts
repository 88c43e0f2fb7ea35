import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';

/** SPEC.md "Article state". Lists hold article ids. */
export interface ArticlesState {
  likedArticles: string[];
  readArticles: string[];
  influencerArticles: string[];
  influencerArticlesRead: string[];
  virtualEventArticles: string[];
}

export const initialArticlesState: ArticlesState = {
  likedArticles: [],
  readArticles: [],
  influencerArticles: [],
  influencerArticlesRead: [],
  virtualEventArticles: [],
};

const addOnce = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);
const without = (list: string[], id: string) => list.filter((item) => item !== id);

const articlesSlice = createSlice({
  name: 'articles',
  initialState: initialArticlesState,
  reducers: {
    articleMarkedRead(state, { payload: id }: PayloadAction<string>) {
      state.readArticles = addOnce(state.readArticles, id);
    },
    articleReadCleared(state, { payload: id }: PayloadAction<string>) {
      state.readArticles = without(state.readArticles, id);
    },
    articleLikeToggled(state, { payload: id }: PayloadAction<string>) {
      state.likedArticles = state.likedArticles.includes(id)
        ? without(state.likedArticles, id)
        : [...state.likedArticles, id];
    },
    /** SPEC.md: the same id as the current one clears it from read; otherwise it is marked read. */
    nextArticleResolved(state, { payload }: PayloadAction<{ currentId: string; nextId: string }>) {
      state.readArticles =
        payload.nextId === payload.currentId
          ? without(state.readArticles, payload.currentId)
          : addOnce(state.readArticles, payload.currentId);
    },
    influencerArticleTracked(state, { payload: id }: PayloadAction<string>) {
      state.influencerArticles = addOnce(state.influencerArticles, id);
    },
    /** With an id, removes it; without one, empties the list. */
    influencerArticlesCleared(state, { payload: id }: PayloadAction<string | undefined>) {
      state.influencerArticles = id === undefined ? [] : without(state.influencerArticles, id);
    },
    influencerArticleRead(state, { payload: id }: PayloadAction<string>) {
      state.influencerArticlesRead = addOnce(state.influencerArticlesRead, id);
    },
    virtualEventArticleTracked(state, { payload: id }: PayloadAction<string>) {
      state.virtualEventArticles = addOnce(state.virtualEventArticles, id);
    },
  },
  selectors: {
    selectLikedArticles: (state) => state.likedArticles,
    selectReadArticles: (state) => state.readArticles,
    selectIsLiked: (state, id: string) => state.likedArticles.includes(id),
    selectIsRead: (state, id: string) => state.readArticles.includes(id),
  },
});

export const {
  articleMarkedRead,
  articleReadCleared,
  articleLikeToggled,
  nextArticleResolved,
  influencerArticleTracked,
  influencerArticlesCleared,
  influencerArticleRead,
  virtualEventArticleTracked,
} = articlesSlice.actions;
export const { selectLikedArticles, selectReadArticles, selectIsLiked, selectIsRead } =
  articlesSlice.selectors;
export const articlesReducer = articlesSlice.reducer;

const idList = v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(1000));

const articlesStateSchema = v.object({
  likedArticles: idList,
  readArticles: idList,
  influencerArticles: idList,
  influencerArticlesRead: idList,
  virtualEventArticles: idList,
});

/** Restored state keeps the lists, deduplicated (SPEC.md "Startup"). */
export function restoreArticles(raw: unknown): ArticlesState | undefined {
  const parsed = v.safeParse(articlesStateSchema, raw);
  if (!parsed.success) return undefined;
  const unique = (list: string[]) => [...new Set(list)];
  const lists = parsed.output;
  return {
    likedArticles: unique(lists.likedArticles),
    readArticles: unique(lists.readArticles),
    influencerArticles: unique(lists.influencerArticles),
    influencerArticlesRead: unique(lists.influencerArticlesRead),
    virtualEventArticles: unique(lists.virtualEventArticles),
  };
}
