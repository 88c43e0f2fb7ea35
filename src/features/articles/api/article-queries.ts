import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentLocale, contentScope, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import {
  articleListSchema,
  articleRatingSchema,
  articleSchema,
  companyTag,
  nextArticleSchema,
  type LikeAction,
} from '../types';

const STALE = 5 * 60_000;

type ArticleAudience = Pick<ContentAudience, 'companyId' | 'language'>;

export const articleQueries = {
  all: () => ['articles'] as const,
  /** The service marks the article read for this visitor when it answers. */
  /** One article, whichever company links to it, in the reader's language. */
  detail: (id: string, { language }: Pick<ArticleAudience, 'language'>) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.article(id, contentLocale(language).language), {
          schema: articleSchema,
          signal,
        }),
      staleTime: STALE,
      // Start-up's prefetch has asked already (a transient failure retried): the page takes that
      // answer, a missing article's 404 included, instead of asking again as it mounts. Its
      // Try again asks anew.
      retryOnMount: false,
    }),
  /** The company's articles, influencer articles included (Get the facts, community pages). */
  list: ({ companyId, language }: ArticleAudience) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'list', companyId, language] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.articles(contentLocale(language).language), {
          method: 'POST',
          body: {
            tagsQueryString: companyTag(contentScope({ companyId, language }).companyId),
            multiMediaFetch: false,
            influencersFetch: true,
          },
          schema: articleListSchema,
          signal,
        }),
      staleTime: STALE,
    }),
  rating: (id: string) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'rating', id] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.articleRating(id), { schema: articleRatingSchema, signal }),
    }),
  /**
   * The most-liked article sharing a tag with the current one that the reader has not read.
   * Exclusions are sorted and deduplicated so that marking the current article read or
   * clearing it does not ask again.
   */
  next: (
    currentId: string,
    tags: readonly string[],
    readIds: readonly string[],
    language: string,
  ) => {
    const exclusionArticles = [...new Set([...readIds, currentId])].sort();
    return queryOptions({
      queryKey: [...articleQueries.all(), 'next', language, currentId, exclusionArticles] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.nextArticle(contentLocale(language).language), {
          method: 'POST',
          body: {
            articleRatingType: 'LIKES',
            exclusionArticles,
            numberOfArticles: 1,
            tagsQueryString: tags.join(','),
          },
          schema: nextArticleSchema,
          signal,
        }).then((result) => result.articles[0]?.aemId ?? null),
      staleTime: STALE,
    });
  },
};

export function updateLike(id: string, action: LikeAction) {
  return request(apiPaths.articleRating(id, action), { schema: articleRatingSchema });
}
