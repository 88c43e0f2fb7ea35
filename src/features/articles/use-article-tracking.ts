import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import {
  articleMarkedRead,
  influencerArticleRead,
  influencerArticleTracked,
  virtualEventArticleTracked,
} from './articles-slice';
import { isVirtualEventArticle, type ArticleSummary } from './types';

/**
 * Once the article call has answered (the service marks it read), the reader's state follows:
 * read, and tracked separately when it is an influencer or a virtual-event article. The
 * reducers add each id once, so repeat visits never duplicate.
 */
export function useArticleTracking(article: ArticleSummary | undefined) {
  const dispatch = useAppDispatch();
  const id = article?.id;
  const influencer = Boolean(article?.influencer);
  const virtualEvent = article ? isVirtualEventArticle(article) : false;
  useEffect(() => {
    if (!id) return;
    dispatch(articleMarkedRead(id));
    if (influencer) {
      dispatch(influencerArticleTracked(id));
      dispatch(influencerArticleRead(id));
    }
    if (virtualEvent) dispatch(virtualEventArticleTracked(id));
  }, [dispatch, id, influencer, virtualEvent]);
}

/** Influencer articles a list shows are tracked as seen (SPEC.md "Articles"). */
export function useInfluencerListTracking(articles: readonly ArticleSummary[] | undefined) {
  const dispatch = useAppDispatch();
  const ids = (articles ?? [])
    .filter((article) => article.influencer)
    .map((article) => article.id)
    .join(',');
  useEffect(() => {
    for (const id of ids.split(',').filter(Boolean)) dispatch(influencerArticleTracked(id));
  }, [dispatch, ids]);
}
