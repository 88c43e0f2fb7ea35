import { describe, expect, it } from 'vitest';
import {
  articleLikeToggled,
  articleMarkedRead,
  articleReadCleared,
  articlesReducer,
  influencerArticlesCleared,
  influencerArticleTracked,
  initialArticlesState,
  nextArticleResolved,
  restoreArticles,
} from './articles-slice';

const reduce = (...actions: Parameters<typeof articlesReducer>[1][]) =>
  actions.reduce(articlesReducer, initialArticlesState);

describe('article state (SPEC.md "Articles")', () => {
  it('marks an article read once, with no duplicates, and clears it', () => {
    expect(reduce(articleMarkedRead('a'), articleMarkedRead('a')).readArticles).toEqual(['a']);
    expect(reduce(articleMarkedRead('a'), articleReadCleared('a')).readArticles).toEqual([]);
  });

  it('toggles likes', () => {
    expect(reduce(articleLikeToggled('a')).likedArticles).toEqual(['a']);
    expect(reduce(articleLikeToggled('a'), articleLikeToggled('a')).likedArticles).toEqual([]);
  });

  it('clears the current article from read when the next article is the same one, else marks it read', () => {
    expect(
      reduce(articleMarkedRead('a'), nextArticleResolved({ currentId: 'a', nextId: 'a' }))
        .readArticles,
    ).toEqual([]);
    expect(reduce(nextArticleResolved({ currentId: 'a', nextId: 'b' })).readArticles).toEqual([
      'a',
    ]);
  });

  it('tracks influencer articles without duplicates; clearing with an id removes it, without one empties', () => {
    const tracked = reduce(
      influencerArticleTracked('a'),
      influencerArticleTracked('a'),
      influencerArticleTracked('b'),
    );
    expect(tracked.influencerArticles).toEqual(['a', 'b']);
    expect(articlesReducer(tracked, influencerArticlesCleared('a')).influencerArticles).toEqual([
      'b',
    ]);
    expect(
      articlesReducer(tracked, influencerArticlesCleared(undefined)).influencerArticles,
    ).toEqual([]);
  });
});

describe('restoreArticles (persisted article state)', () => {
  const lists = {
    likedArticles: ['a', 'a', 'b'],
    readArticles: ['c'],
    influencerArticles: ['e'],
    influencerArticlesRead: ['f', 'f'],
    virtualEventArticles: ['d'],
  };

  it('restores the lists without duplicates, and nothing else that was stored', () => {
    expect(restoreArticles({ ...lists, error: { status: 500, message: 'x' } })).toEqual({
      ...lists,
      likedArticles: ['a', 'b'],
      influencerArticlesRead: ['f'],
    });
  });

  it.each([null, 'x', [], { ...lists, likedArticles: 'a' }, { ...lists, readArticles: [1] }])(
    'refuses %j',
    (raw) => {
      expect(restoreArticles(raw)).toBeUndefined();
    },
  );
});
