import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContentAudience } from '@/config/content-scope';
import { HttpError } from '@/lib/http';
import { articleQueries } from './api/article-queries';

/**
 * One article for its page, and what the page does when the service does not know its id:
 * not-found, unless the link spelt a listed article's id in another case (typed, or through a
 * tool that changes case). The service matches ids exactly, so the page then moves to the listed
 * article's own address.
 */
export function useArticle(id: string, audience: Pick<ContentAudience, 'companyId' | 'language'>) {
  const article = useQuery(articleQueries.detail(id, audience));
  const queryClient = useQueryClient();
  const { language } = audience;
  // The query does not ask again as the page mounts (start-up's prefetch has just asked), so a
  // failure left in the cache would greet a participant who comes back later, without a call.
  // Leaving the article forgets its failure: the next visit asks anew.
  useEffect(
    () => () => {
      const { queryKey } = articleQueries.detail(id, { language });
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'error') query.reset();
    },
    [queryClient, id, language],
  );

  // An article on screen that a later call no longer finds (unpublished while being read) stays:
  // the participant keeps their place, and the next visit asks anew.
  const isUnknown =
    article.data === undefined &&
    article.error instanceof HttpError &&
    article.error.status === 404;
  const listed = useQuery({ ...articleQueries.list(audience), enabled: isUnknown });
  const folded = id.toLowerCase();
  const listedInOtherCase = isUnknown
    ? listed.data?.articles.find(
        (summary) => summary.id !== id && summary.id.toLowerCase() === folded,
      )
    : undefined;
  return {
    article,
    /** The service answered that it has no article with this id. */
    isUnknown,
    /** The listed article whose id this one spells in another case. */
    listedInOtherCase,
    isNotFound: isUnknown && !listed.isPending && listedInOtherCase === undefined,
  };
}
