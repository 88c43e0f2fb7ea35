import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { RefreshIcon } from './icons';
import { FormattedMessage } from 'react-intl';

/**
 * SPEC.md section 8: the default user message, as analytics hear it (English in every language,
 * so reports join on it); the page shows it in its own language.
 */
export const DEFAULT_ERROR_MESSAGE = "We're sorry, an error has occurred. Please try again later.";

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const TARGETS = `${HEADINGS}, a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])`;

/** How long the content that replaces an error may take to arrive (its call, a page chunk). */
const HAND_OFF_MS = 10_000;

/** An element the alert sat in, with its neighbours then: the place the new content fills. */
interface Place {
  parent: Element | null;
  before: Element | null;
  after: Element | null;
}

/** Whether `node` comes after `other` and all it holds, in document order. */
const follows = (node: Node, other: Node) =>
  Boolean(other.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) &&
  !other.contains(node);

function placesOf(alert: HTMLElement): Place[] {
  const places: Place[] = [];
  for (let node: Element | null = alert; node; node = node.parentElement) {
    places.push({
      parent: node.parentElement,
      before: node.previousElementSibling,
      after: node.nextElementSibling,
    });
  }
  return places;
}

/**
 * The element to go on from. Inside the place the error left (between its old neighbours, at
 * the closest level still in the document): a heading before a control, so a page's h1 rather
 * than its breadcrumb. While that place has none yet (its content still loading, or a retry
 * that changed something beside it), the closest one before it stands in.
 */
function targetIn(places: Place[]): { element: HTMLElement; inPlace: boolean } | undefined {
  const place = places.find(({ parent }) => parent?.isConnected);
  if (!place?.parent) return undefined;
  const { parent } = place;
  const before = place.before?.isConnected && parent.contains(place.before) ? place.before : null;
  const after = place.after?.isConnected && parent.contains(place.after) ? place.after : null;
  const all = Array.from(parent.querySelectorAll<HTMLElement>(TARGETS));
  const inPlace = all.filter(
    (node) => (!before || follows(node, before)) && (!after || follows(after, node)),
  );
  const found = inPlace.find((node) => node.matches(HEADINGS)) ?? inPlace[0];
  if (found) return { element: found, inPlace: true };
  const earlier = before ? all.filter((node) => !follows(node, before)).at(-1) : undefined;
  return earlier && { element: earlier, inPlace: false };
}

/**
 * Where a successful retry left the keyboard focus: on the button that is gone, so on the body.
 * It goes on to the content that took the error's place. That content may show a moment later
 * (behind a suspense fallback) or replace a first heading with its own, so this keeps watching
 * for a while; it stops as soon as the focus is anywhere it did not put it, or at a click.
 */
function handFocusOn(alert: HTMLElement) {
  // The alert's own document: this outlives the alert (and, in a test, the page it was on).
  const doc = alert.ownerDocument;
  const places = placesOf(alert);
  const deadline = Date.now() + HAND_OFF_MS;
  let placed: Element | undefined;
  let settled = false;
  // A click is the user choosing where they are: the hand-off ends there.
  let clicked = false;
  const click = () => {
    clicked = true;
  };
  doc.addEventListener('pointerdown', click, { capture: true, once: true });
  const attempt = () => {
    const active = doc.activeElement;
    const lost = !active || active === doc.body;
    if (clicked || Date.now() > deadline || (!lost && active !== placed)) {
      doc.removeEventListener('pointerdown', click, { capture: true });
      return;
    }
    if (lost || !settled) {
      const target = targetIn(places);
      if (target && target.element !== active) {
        // A heading takes script focus only, as PageHeading does.
        if (!target.element.hasAttribute('tabindex') && target.element.matches(HEADINGS)) {
          target.element.setAttribute('tabindex', '-1');
        }
        // It took the error's place, which the user was looking at.
        target.element.focus({ preventScroll: true });
        placed = target.element;
      }
      settled = target?.inPlace ?? false;
    }
    setTimeout(attempt, 50);
  };
  setTimeout(attempt);
}

/**
 * An error alert with a retry beside its message. On a narrow screen or card the retry moves
 * under the message: squeezed beside it, its label stood one letter per line.
 */
export const RETRY_ALERT_SX = {
  alignItems: 'center',
  flexWrap: 'wrap',
  '& .MuiAlert-message': { flex: '1 1 12rem' },
  '& .MuiAlert-action': { whiteSpace: 'nowrap' },
} as const;

/** Shown in the part of a page whose data failed to load, with a way to try again. */
export function QueryError({
  onRetry,
  compact,
  message,
  onClose,
}: {
  onRetry?: () => void;
  compact?: boolean;
  /** What failed, when it is more than the default message says (a part's code, not its data). */
  message?: ReactNode;
  /** For a message standing in for a dialog: closing it is what closing the dialog would be. */
  onClose?: () => void;
}) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pushEvent(
      errorMessagePresented({
        formFieldError: DEFAULT_ERROR_MESSAGE,
        processStepLabel: pathname,
        processStepValue: 'load',
        settingUsed: '',
      }),
    );
  }, [pathname]);
  // A retry replaces this part (with its placeholder, then the content), so the focus on its
  // button would fall to the body. A layout cleanup runs while the alert is still in the
  // document, so it can tell whether the focus was inside it.
  useLayoutEffect(
    () => () => {
      const alert = ref.current;
      if (alert?.contains(document.activeElement)) handFocusOn(alert);
    },
    [],
  );
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      sx={{ my: compact ? 1 : 3, ...RETRY_ALERT_SX }}
      action={
        (onRetry ?? onClose) && (
          <>
            {onRetry && (
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
                <FormattedMessage id="common.error.tryAgain" />
              </Button>
            )}
            {onClose && (
              <Button color="inherit" size="small" onClick={onClose}>
                <FormattedMessage id="common.error.close" />
              </Button>
            )}
          </>
        )
      }
    >
      {message ?? <FormattedMessage id="common.error.default" />}
    </Alert>
  );
}
