import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { QueryError } from '@/components/query-error';
import { SmartLink } from '@/components/smart-link';
import { useShowMore } from '@/components/use-show-more';
import { ChangingText } from '@/components/changing-text';
import { paths } from '@/config/routes';
import { topicLanguage, type ArticleSummary } from '@/features/articles/types';
import type { Faq } from '@/features/faqs/types';
import {
  popularTopics,
  searchDocuments,
  type SearchDocument,
  type SearchKind,
} from '../search-documents';
import {
  buildSearchIndex,
  highlight,
  runSearch,
  snippet,
  type SearchIndex,
} from '../search-engine';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/message-ids';

const KIND_LABEL = {
  article: 'search.results.kindArticle',
  faq: 'search.results.kindFaq',
} as const satisfies Record<string, MessageId>;
const SUGGESTED_TOPICS = 4;
/** Results listed at first and added by each Show more (see useShowMore); all are counted. */
const PAGE_SIZE = 20;
/** The count names the query by up to this many characters: a pasted paragraph is not read out. */
const SHOWN_QUERY_LENGTH = 60;

function shortQuery(query: string): string {
  const characters = Array.from(query);
  if (characters.length <= SHOWN_QUERY_LENGTH) return query;
  const start = characters.slice(0, SHOWN_QUERY_LENGTH).join('');
  const lastSpace = start.lastIndexOf(' ');
  return `${lastSpace > 0 ? start.slice(0, lastSpace) : start}…`;
}

type IndexState =
  | { documents: readonly SearchDocument[]; index: SearchIndex }
  | { documents: readonly SearchDocument[]; failed: true };

/** The index of these documents, built once the search library has loaded. */
function useSearchIndex(documents: readonly SearchDocument[]) {
  const [state, setState] = useState<IndexState>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    buildSearchIndex(documents).then(
      (index) => {
        if (live) setState({ documents, index });
      },
      () => {
        if (live) setState({ documents, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [documents, attempt]);
  return {
    state: state?.documents === documents ? state : undefined,
    retry: () => {
      setState(undefined);
      setAttempt((count) => count + 1);
    },
  };
}

function Highlighted({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  return highlight(text, terms).map((segment, index) =>
    segment.match ? (
      <Box
        component="mark"
        // Segments never reorder: their position is their identity.
        key={index}
        sx={{ bgcolor: '#fff3a8', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
      >
        {segment.text}
      </Box>
    ) : (
      segment.text
    ),
  );
}

function NoResults({
  companyId,
  articles,
}: {
  companyId: string;
  articles: readonly ArticleSummary[];
}) {
  const intl = useIntl();
  const suggestions: { label: string; href: string; language?: string }[] = [
    ...popularTopics(articles, SUGGESTED_TOPICS, intl.locale).map((topic) => ({
      label: topic,
      href: paths.search(companyId, topic),
      language: topicLanguage(articles, topic),
    })),
    { label: intl.formatMessage({ id: 'search.results.browseFaqs' }), href: paths.faqs(companyId) },
    {
      label: intl.formatMessage({ id: 'search.results.getTheFacts' }),
      href: paths.getTheFacts(companyId),
    },
  ];
  return (
    <>
      <Typography sx={{ mt: 2 }}>
        <FormattedMessage id="search.results.tryAgain" />
      </Typography>
      <Box component="ul" sx={{ mt: 1.5, pl: 2.5, '& li': { mb: 1 } }}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.href} lang={suggestion.language}>
            <SmartLink href={suggestion.href}>{suggestion.label}</SmartLink>
          </li>
        ))}
      </Box>
    </>
  );
}

/**
 * The results' heading, said in the page's live region too: how the search is going, then how
 * it went, heard without leaving the search field. A note under it (what was left out) is said
 * with it, so the count is never heard as the whole story.
 */
function ResultsHeading({
  id,
  text,
  note,
  statusRegion,
}: {
  id: string;
  text: string;
  note?: string;
  statusRegion: HTMLElement | null;
}) {
  return (
    <>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        <ChangingText>{text}</ChangingText>
      </Typography>
      {note && <Typography sx={{ mt: 1 }}>{note}</Typography>}
      {statusRegion &&
        createPortal(<ChangingText>{note ? `${text} ${note}` : text}</ChangingText>, statusRegion)}
    </>
  );
}

const ResultsSkeleton = () => <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />;

/**
 * The results' place while the searched lists are still on their way (seconds on a slow
 * connection): it already says the search is on, where a skeleton alone says nothing to a
 * screen reader.
 */
export function SearchPending({ statusRegion }: { statusRegion: HTMLElement | null }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <ResultsHeading
        id={headingId}
        text={intl.formatMessage({ id: 'search.results.searching' })}
        statusRegion={statusRegion}
      />
      <ResultsSkeleton />
    </Box>
  );
}

/**
 * The articles and FAQs matching the query, best first: each with its kind, its title and a
 * snippet with the matched words marked, linking to its page. The count is written into the
 * page's live region too, so a screen reader hears how a new search went. An item the service
 * sent in English on a Spanish page is marked so (SPANISH.md "The switch").
 */
export function SearchResults({
  query,
  companyId,
  articles,
  faqs,
  unsearched,
  statusRegion,
}: {
  query: string;
  companyId: string;
  articles: readonly ArticleSummary[];
  /** The FAQs the user's FAQ page shows. */
  faqs: readonly Faq[];
  /**
   * The kind whose list failed to load (the page shows its error and retry): the results are
   * from the other kind only, and say so, never "No results" as if nothing existed.
   */
  unsearched?: SearchKind;
  /**
   * The page's live region, there before the first search (this section comes with it): a
   * region added along with its text is not announced.
   */
  statusRegion: HTMLElement | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  const documents = useMemo(
    () => searchDocuments(companyId, articles, faqs),
    [companyId, articles, faqs],
  );
  const { state, retry } = useSearchIndex(documents);
  const hits = useMemo(
    () => (state && 'index' in state ? runSearch(state.index, documents, query) : undefined),
    [state, documents, query],
  );

  const pages = useShowMore(hits ?? [], query, PAGE_SIZE);

  if (state && 'failed' in state) return <QueryError onRetry={retry} />;

  const count = hits?.length;
  const noneId = unsearched ? 'search.results.noneIn' : 'search.results.none';
  const headingText =
    count === undefined
      ? intl.formatMessage({ id: 'search.results.searching' })
      : intl.formatMessage(
          { id: count === 0 ? noneId : 'search.results.count' },
          // The kind searched: the one that did load.
          { count, query: shortQuery(query), kind: unsearched === 'faq' ? 'article' : 'faq' },
        );
  const note =
    count !== undefined && unsearched
      ? intl.formatMessage({ id: 'search.results.unsearched' }, { kind: unsearched })
      : undefined;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <ResultsHeading id={headingId} text={headingText} note={note} statusRegion={statusRegion} />
      {!hits && <ResultsSkeleton />}
      {/* With a list missing, the advice to reword would mislead: the retry above is the way. */}
      {hits?.length === 0 && !unsearched && <NoResults companyId={companyId} articles={articles} />}
      {hits && hits.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, mt: 3, p: 0 }}>
          {pages.shown.map(({ document, terms }, index) => (
            <Box
              component="li"
              key={document.id}
              ref={pages.itemRef(index)}
              sx={{ py: 2.5, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography
                component="p"
                variant="overline"
                sx={{ color: 'text.secondary', fontWeight: 700, py: 0 }}
              >
                <FormattedMessage id={KIND_LABEL[document.kind]} />
              </Typography>
              <Typography
                component="h3"
                variant="h3"
                lang={document.language}
                sx={{ fontSize: '1.2rem', mt: 0.5 }}
              >
                <SmartLink href={document.href}>
                  <Highlighted text={document.title} terms={terms} />
                </SmartLink>
              </Typography>
              {document.text && (
                <Typography lang={document.language} sx={{ mt: 1, color: 'text.secondary' }}>
                  <Highlighted text={snippet(document.text, terms)} terms={terms} />
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {pages.more > 0 && (
        <Button variant="outlined" onClick={pages.showMore} sx={{ mt: 1, displayPrint: 'none' }}>
          <FormattedMessage id="search.results.showMore" values={{ count: pages.more }} />
        </Button>
      )}
    </Box>
  );
}
