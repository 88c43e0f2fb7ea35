import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useValueAfterPaint } from '@/components/deferred';
import { GridList } from '@/components/grid-list';
import { useShowMore } from '@/components/use-show-more';
import { ChangingText } from '@/components/changing-text';
import { useAppSelector, useContentAudience } from '@/app/hooks';
import { SUPPORTED_LANGUAGES } from '@/config/site';
import { articleQueries } from '../api/article-queries';
import { topicLanguage, type ArticleList, type ArticleSummary } from '../types';
import { ArticleCard } from './article-card';
import { selectLikedArticles } from '../articles-slice';
import { FormattedMessage, useIntl } from 'react-intl';

const TOPIC_PARAM = 'topic';
const LIKED_PARAM = 'liked';
/** Cards shown at first and added by each Show more (see useShowMore). */
const PAGE_SIZE = 24;

/**
 * The list's topics in the alphabetical order of the page's language, not the browser's: a
 * Spanish page read in an English browser still files "Año" after "Anualidades".
 */
function topicsOf(articles: readonly ArticleSummary[], locale: string): string[] {
  return [...new Set(articles.flatMap((article) => article.topics))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
}

/**
 * The topic `requested` names in this list's language. Topics are the CMS's words: after a
 * switch of language, or in a link shared from the other language's site, the URL names the
 * topic in the other language, so it is looked up in that language's list and read from the
 * same article, in the same place. A typed topic may be in any case.
 */
function topicIn(
  articles: readonly ArticleSummary[],
  requested: string,
  otherLists: readonly (readonly ArticleSummary[])[],
): string | null {
  const wanted = requested.toLowerCase();
  const isWanted = (topic: string) => topic.toLowerCase() === wanted;
  const here = articles.flatMap((article) => article.topics).find(isWanted);
  if (here) return here;
  for (const other of otherLists) {
    for (const article of other) {
      const place = article.topics.findIndex(isWanted);
      if (place === -1) continue;
      const same = articles.find((item) => item.id === article.id)?.topics[place];
      if (same) return same;
    }
  }
  return null;
}

/**
 * Get the facts: article cards with topic filters and read/liked marks. The filter lives in
 * the URL, so a filtered list can be shared and survives a reload and a switch of language.
 */
export function TrendingTopics({
  articles,
  companyId,
}: {
  articles: ArticleSummary[];
  companyId: string;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const likedIds = useAppSelector(selectLikedArticles);
  const topics = topicsOf(articles, intl.locale);
  const requested = params.get(TOPIC_PARAM);
  const topic = requested
    ? topicIn(
        articles,
        requested,
        queryClient
          .getQueriesData<ArticleList>({ queryKey: [...articleQueries.all(), 'list', companyId] })
          .flatMap(([, list]) => (list ? [list.articles] : [])),
      )
    : null;
  // A link shared from the other language's site names a topic this visit has no list for:
  // only then is that list loaded, and the topic found in it once it arrives.
  const { language } = useContentAudience();
  useQueries({
    queries: SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => ({
      ...articleQueries.list({ companyId, language: other }),
      enabled: Boolean(requested) && topic === null,
    })),
  });
  // The URL names the topic in the page's language, so switching back finds it again.
  useEffect(() => {
    if (!topic || topic === requested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TOPIC_PARAM, topic);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [topic, requested, setParams]);
  const likedOnly = params.get(LIKED_PARAM) === '1';
  // The pressed filter paints with the tap; the cards it lists follow in a task of their own:
  // two dozen cards drawn in the tap kept a phone from answering it for a quarter second.
  const filter = useMemo(() => ({ topic, likedOnly }), [topic, likedOnly]);
  const { topic: listedTopic, likedOnly: listedLikedOnly } = useValueAfterPaint(filter);
  const shown = articles.filter(
    (article) =>
      (!listedTopic || article.topics.includes(listedTopic)) &&
      (!listedLikedOnly || likedIds.includes(article.id)),
  );
  const pages = useShowMore(shown, `${listedTopic ?? ''}\n${String(listedLikedOnly)}`, PAGE_SIZE);

  const update = (next: { topic?: string | null; liked?: boolean }) => {
    const search = new URLSearchParams(params);
    const nextTopic = next.topic === undefined ? topic : next.topic;
    const nextLiked = next.liked ?? likedOnly;
    if (nextTopic) search.set(TOPIC_PARAM, nextTopic);
    else search.delete(TOPIC_PARAM);
    if (nextLiked) search.set(LIKED_PARAM, '1');
    else search.delete(LIKED_PARAM);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  const filterButton = (label: string, value: string | null, lang?: string) => (
    <Button
      key={label}
      lang={lang}
      size="small"
      variant={topic === value ? 'contained' : 'outlined'}
      aria-pressed={topic === value}
      onClick={() => update({ topic: value })}
    >
      {label}
    </Button>
  );

  return (
    <>
      <Box
        role="group"
        aria-label={intl.formatMessage({ id: 'articles.topics.filter' })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 4 }}
      >
        {filterButton(intl.formatMessage({ id: 'articles.topics.all' }), null)}
        {topics.map((item) => filterButton(item, item, topicLanguage(articles, item)))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={likedOnly ? 'contained' : 'text'}
          aria-pressed={likedOnly}
          onClick={() => update({ liked: !likedOnly })}
        >
          <FormattedMessage id="articles.topics.likedOnly" />
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          <ChangingText>
            {intl.formatMessage(
              { id: 'articles.topics.showing' },
              { shown: shown.length, total: articles.length },
            )}
          </ChangingText>
        </Typography>
      </Box>
      {shown.length === 0 ? (
        <Box
          sx={{
            mt: 4,
            p: { xs: 3, md: 5 },
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            bgcolor: 'background.paper',
          }}
        >
          <Typography variant="h3" component="h2">
            <FormattedMessage
              id={listedLikedOnly ? 'articles.topics.noLiked' : 'articles.topics.none'}
            />
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            <FormattedMessage
              id={listedLikedOnly ? 'articles.topics.noLikedHint' : 'articles.topics.noneHint'}
            />
          </Typography>
          <Button
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={() => update({ topic: null, liked: false })}
          >
            <FormattedMessage id="articles.topics.showAll" />
          </Button>
        </Box>
      ) : (
        <GridList
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
          gap={3}
          sx={{ mt: 3 }}
        >
          {pages.shown.map((article, index) => (
            <li key={article.id} ref={pages.itemRef(index)}>
              <ArticleCard article={article} companyId={companyId} />
            </li>
          ))}
        </GridList>
      )}
      {pages.more > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, displayPrint: 'none' }}>
          <Button variant="outlined" onClick={pages.showMore}>
            <FormattedMessage id="articles.topics.showMore" values={{ count: pages.more }} />
          </Button>
        </Box>
      )}
    </>
  );
}
