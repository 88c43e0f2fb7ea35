import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import { collapseClasses, type CollapseProps } from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/icons';
import { QuerySection } from '@/components/query-section';
import { SafeHtml } from '@/components/safe-html';
import { ChangingText } from '@/components/changing-text';
import { faqAnchor, linkedFaqId, type Faq } from '../types';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * SPEC.md "FAQ page" and "FAQ items": accordion items, each expanded or collapsed, and an
 * Expand all link that becomes Collapse all when every item is expanded. The FAQ the URL's hash
 * names (a search result's link) opens, and takes focus so the keyboard starts there; the root
 * layout scrolls to it.
 *
 * The list takes its query, not its data: which questions are open (by FAQ id, the same in
 * every language) is kept above the placeholder, so a language switch, which loads the list
 * again, keeps them open and leaves the focus on the switch.
 */
export function FaqList({
  query,
  pending,
  headingLevel = 'h2',
}: {
  query: Pick<UseQueryResult<Faq[]>, 'data' | 'isError' | 'refetch'>;
  /** What holds the list's place while it loads. */
  pending: ReactNode;
  /** A list under a section's own h2 (Resources & FAQs) nests its questions one level down. */
  headingLevel?: 'h2' | 'h3';
}) {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state = location.state as unknown;
  const navigate = useNavigate();
  const faqs = query.data;
  const linked = linkedFaqId(faqs, hash);
  // A link by the FAQ's plain id: the address takes its accordion's id, which the root layout
  // scrolls to (it found no element by the plain id) and a copied address then shares.
  const linkedAnchor = linked && `#${faqAnchor(linked)}`;
  useEffect(() => {
    if (linkedAnchor && hash !== linkedAnchor) {
      void navigate({ pathname, search, hash: linkedAnchor }, { replace: true, state });
    }
  }, [linkedAnchor, hash, pathname, search, state, navigate]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(linked ? [linked] : []),
  );
  // A link to another FAQ while the list is shown opens that one too. Decided on a loaded list
  // only: the same link after a reload is the one already opened.
  const [openedFor, setOpenedFor] = useState(linked);
  if (faqs && linked !== openedFor) {
    setOpenedFor(linked);
    if (linked) setExpanded((current) => new Set(current).add(linked));
  }
  const linkedSummary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openedFor) linkedSummary.current?.focus({ preventScroll: true });
  }, [openedFor]);

  return (
    <QuerySection query={query} pending={pending}>
      {(list) => (
        <FaqItems
          faqs={list}
          linked={linked}
          linkedSummary={linkedSummary}
          expanded={expanded}
          onExpandedChange={setExpanded}
          headingLevel={headingLevel}
        />
      )}
    </QuerySection>
  );
}

// The accordion's transition is a Collapse: its own parts' props reach it through the accordion.
declare module '@mui/material/Accordion' {
  interface AccordionTransitionSlotPropsOverrides {
    slotProps?: CollapseProps['slotProps'];
  }
}

/** About a phone's screenful of questions and more than a desktop's. */
const BATCH_SIZE = 20;

function FaqItems({
  faqs,
  linked,
  linkedSummary,
  expanded,
  onExpandedChange: setExpanded,
  headingLevel,
}: {
  faqs: Faq[];
  /** The FAQ the URL's hash names. */
  linked: string | undefined;
  linkedSummary: RefObject<HTMLDivElement | null>;
  expanded: ReadonlySet<string>;
  onExpandedChange: Dispatch<SetStateAction<ReadonlySet<string>>>;
  headingLevel: 'h2' | 'h3';
}) {
  const intl = useIntl();
  const allExpanded = faqs.length > 0 && faqs.every((faq) => expanded.has(faq.id));
  // Only the question opened or closed on its own unfolds: an animated answer measures its
  // height before it moves, and a few hundred of them measuring in turn held a phone's page for
  // seconds after Expand all.
  const [animated, setAnimated] = useState<string>();
  // What Expand all or Collapse all did, for screen readers; each press a new node, so a second
  // press is heard too (see CopyLink).
  const [bulkOutcome, setBulkOutcome] = useState<{ opened: number; press: number }>();
  // Expand all and Collapse all change the answers a screenful at a time, each batch its own
  // task: opening or closing a few hundred answers at once held a phone's page for seconds, with
  // no tap or scroll heard.
  const nextBatch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(nextBatch.current);
    },
    [],
  );

  const changeAll = (open: boolean) => {
    const ids = faqs.map((faq) => faq.id);
    const changeFrom = (start: number) => {
      const batch = ids.slice(start, start + BATCH_SIZE);
      setExpanded((current) => {
        const next = new Set(current);
        for (const id of batch) {
          if (open) next.add(id);
          else next.delete(id);
        }
        return next;
      });
      if (start + BATCH_SIZE < ids.length) {
        nextBatch.current = setTimeout(() => {
          changeFrom(start + BATCH_SIZE);
        });
      } else {
        setBulkOutcome((last) => ({
          opened: open ? ids.length : 0,
          press: (last?.press ?? 0) + 1,
        }));
      }
    };
    changeFrom(0);
  };

  // Closed answers join the page after its first paint, a screenful per task, where the browser's
  // find in page (and a link to a passage, #:~:text=) reaches them and opens their question: kept
  // out of the page until opened, no word of an answer was found ("never sell your information").
  // The first paint still renders the questions alone (a few hundred answers doubled it on a
  // phone).
  const [prepared, setPrepared] = useState(0);
  useEffect(() => {
    if (prepared >= faqs.length) return undefined;
    const timer = setTimeout(() => {
      setPrepared((count) => count + BATCH_SIZE);
    });
    return () => {
      clearTimeout(timer);
    };
  }, [prepared, faqs.length]);

  // A match of find in page in a closed answer opens it, at once: the browser scrolls to the match
  // as soon as the event is handled, so the answer must be laid out by then.
  const reveal = useCallback(
    (id: string) => {
      clearTimeout(nextBatch.current);
      flushSync(() => {
        setAnimated(undefined);
        setExpanded((current) => new Set(current).add(id));
      });
    },
    [setExpanded],
  );

  // Stable, so a question that did not change is not rendered again (see FaqItem).
  const toggle = useCallback(
    (id: string) => {
      clearTimeout(nextBatch.current);
      setAnimated(id);
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [setExpanded],
  );

  if (faqs.length === 0) {
    return (
      <Typography sx={{ mt: 3 }}>
        <FormattedMessage id="faqs.list.empty" />
      </Typography>
    );
  }

  return (
    <Box sx={{ mt: 3 }}>
      {/* A printout keeps the questions opened before printing; the toggle does nothing on paper. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5, displayPrint: 'none' }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            clearTimeout(nextBatch.current);
            setAnimated(undefined);
            changeAll(!allExpanded);
          }}
          sx={{ fontWeight: 700, fontSize: '1rem' }}
        >
          <ChangingText>
            {intl.formatMessage({
              id: allExpanded ? 'faqs.list.collapseAll' : 'faqs.list.expandAll',
            })}
          </ChangingText>
        </Link>
      </Box>
      {/* There before the first press: a region added along with its text is not announced. */}
      <Box role="status" sx={visuallyHidden}>
        {bulkOutcome && (
          <span key={bulkOutcome.press}>
            {bulkOutcome.opened > 0
              ? intl.formatMessage({ id: 'faqs.list.expandedAll' }, { count: bulkOutcome.opened })
              : intl.formatMessage({ id: 'faqs.list.collapsedAll' })}
          </span>
        )}
      </Box>
      {faqs.map((faq, index) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          open={expanded.has(faq.id)}
          answerInPage={index < prepared}
          animate={faq.id === animated}
          onToggle={toggle}
          onFound={reveal}
          summaryRef={faq.id === linked ? linkedSummary : undefined}
          headingLevel={headingLevel}
        />
      ))}
    </Box>
  );
}

/**
 * One question. Memoised: opening one of a few hundred questions renders that one only, where
 * rendering every accordion again took over a second on a phone.
 */
const FaqItem = memo(function FaqItem({
  faq,
  open,
  answerInPage,
  animate,
  onToggle,
  onFound,
  summaryRef,
  headingLevel,
}: {
  faq: Faq;
  open: boolean;
  /** Whether the answer is in the page while closed, for find in page. */
  answerInPage: boolean;
  /** Whether the answer unfolds (and folds) or shows (and goes) at once. */
  animate: boolean;
  onToggle: (id: string) => void;
  /** Find in page matched the closed answer. */
  onFound: (id: string) => void;
  summaryRef: RefObject<HTMLDivElement | null> | undefined;
  headingLevel: 'h2' | 'h3';
}) {
  const anchor = faqAnchor(faq.id);
  // A closed answer is hidden "until found": out of sight, of the keyboard and of screen readers
  // (its region too: nine empty landmarks otherwise), as display: none is, but searched by find in
  // page, which fires beforematch on it. (A browser without it hides it as `hidden` does.) The
  // attribute sits on the box around the region. It goes before an unfolding answer is measured,
  // and comes back once a closing one has folded, so that it does not blank as it folds.
  const folded = useRef<HTMLDivElement>(null);
  const startsOpen = useRef(open);
  const hideUntilFound = useCallback(() => {
    folded.current?.setAttribute('hidden', 'until-found');
  }, []);
  const show = useCallback(() => {
    folded.current?.removeAttribute('hidden');
  }, []);
  useLayoutEffect(() => {
    if (!startsOpen.current) hideUntilFound();
  }, [hideUntilFound]);
  useLayoutEffect(() => {
    if (open) show();
  }, [open, show]);
  useEffect(() => {
    const element = folded.current;
    if (!element) return undefined;
    const found = () => {
      onFound(faq.id);
    };
    element.addEventListener('beforematch', found);
    return () => {
      element.removeEventListener('beforematch', found);
    };
  }, [faq.id, onFound]);
  return (
    <Accordion
      id={anchor}
      lang={faq.language}
      expanded={open}
      onChange={() => {
        onToggle(faq.id);
      }}
      disableGutters
      elevation={0}
      slotProps={{
        heading: { component: headingLevel },
        transition: {
          enter: animate,
          exit: animate,
          onEnter: show,
          onExited: hideUntilFound,
          slotProps: { wrapperInner: { ref: folded } },
        },
      }}
      sx={{
        // The folded box hides its answer by its height: find in page skips what is invisible.
        [`& .${collapseClasses.hidden}`]: { visibility: 'visible' },
        border: 1,
        borderColor: 'divider',
        '&:not(:last-of-type)': { borderBottom: 0 },
        '&::before': { display: 'none' },
        // The page's scroll padding clears the sticky header; this is room above a linked FAQ.
        scrollMarginTop: 16,
        '&:first-of-type': { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        '&:last-of-type': { borderBottomLeftRadius: 12, borderBottomRightRadius: 12 },
      }}
    >
      {/* MUI names the answer's region by the summary's id and gives it aria-controls as its
          id: without both the region has no name and the question does not point to it. */}
      <AccordionSummary
        ref={summaryRef}
        id={`${anchor}-question`}
        aria-controls={`${anchor}-answer`}
        expandIcon={<ChevronDownIcon />}
        sx={{ px: { xs: 2, md: 3 }, py: 1, '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.075rem' }}>
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, md: 3 }, pt: 0, pb: 2.5 }}>
        {(open || answerInPage) && <SafeHtml html={faq.answer} />}
      </AccordionDetails>
    </Accordion>
  );
});
