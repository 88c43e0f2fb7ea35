import Box, { type BoxProps } from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ANCHOR_ID, resolveLink } from '@/config/routes';
import { sanitizeHtml } from '@/lib/sanitize';
import { useLinkCompany } from './link-context';
import { logFailedPicture } from './picture';
import { NEW_TAB_HINT_ATTRIBUTE } from './new-tab-hint';
import { READING_MEASURE } from './reading-measure';
import { sxList } from './sx-list';

/** Whether a screen reader has a name for the link: its words or an image's alternative text. */
function hasName(anchor: HTMLAnchorElement): boolean {
  if (anchor.textContent.trim() || anchor.getAttribute('aria-label')?.trim()) return true;
  return [...anchor.querySelectorAll('img')].some((image) => image.alt.trim());
}

/**
 * Sanitises CMS HTML and applies the link rules of SPEC.md "Path rules" to it: internal links
 * are company-scoped and navigate inside the app; links to other sites open in a new tab;
 * ordered-list items get their sequence number in a separate element.
 */
export function prepareCmsHtml(
  html: unknown,
  company: string,
  newTabHint = { text: ' (opens in a new tab)', language: 'en-US' },
  tableName = 'Table',
): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a')) {
    // An old-style target, `<a name="fees">`: the root layout scrolls to a hash's element by id
    // only, so a `#fees` link went nowhere. Only a name the layout would look up becomes its id.
    const name = anchor.getAttribute('name');
    if (name && !anchor.id && ANCHOR_ID.test(name)) anchor.id = name;
    const resolved = resolveLink(anchor.getAttribute('href'), company);
    // A link with neither words nor an image's alt is a stop in the Tab order that a screen
    // reader can only call "link": it is left as no link, as an unsafe one is.
    if (!resolved || !hasName(anchor)) {
      anchor.removeAttribute('href');
      anchor.removeAttribute('target');
      continue;
    }
    // The app decides where a link opens: the CMS's target (a mail link's _blank opened an empty
    // tab beside the mail app, unannounced) never stays.
    anchor.removeAttribute('target');
    if (resolved.kind === 'internal') {
      anchor.setAttribute('href', resolved.to);
      anchor.setAttribute('data-internal', '');
    } else {
      anchor.setAttribute('href', resolved.href);
      if (resolved.newTab) {
        anchor.setAttribute('target', '_blank');
        anchor.setAttribute('rel', 'noopener noreferrer');
        // As SmartLink does: screen-reader users hear that the link opens a new tab.
        const hint = document.createElement('span');
        hint.className = 'cms-visually-hidden';
        hint.setAttribute(NEW_TAB_HINT_ATTRIBUTE, '');
        hint.textContent = newTabHint.text;
        // The app's words, in its language even when the CMS text is marked as another's.
        hint.lang = newTabHint.language;
        anchor.append(hint);
      }
    }
  }
  // A table wider than its column scrolls inside a box of its own (see SafeHtml's styles). The
  // keyboard scrolls it once the box has the focus, and a focusable box needs a name: the
  // table's caption, or the app's word for a table.
  for (const table of template.content.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'cms-table-scroll';
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', table.caption?.textContent.trim() || tableName);
    table.replaceWith(box);
    box.append(table);
  }
  // A picture in a long article loads as the reader nears it, as the app's own pictures do.
  for (const image of template.content.querySelectorAll('img')) {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  for (const list of template.content.querySelectorAll('ol')) {
    const start = Number(list.getAttribute('start') ?? 1);
    list.classList.add('cms-ol');
    [...list.children].forEach((item, index) => {
      if (item.tagName !== 'LI') return;
      const number = document.createElement('span');
      number.className = 'cms-ol-index';
      number.setAttribute('aria-hidden', 'true');
      number.textContent = String((Number.isFinite(start) ? start : 1) + index);
      // The item is a flex row (number, words): its words go in one block, or each bold run,
      // link or lang="en" span among them would become a column of its own.
      const words = document.createElement('div');
      words.className = 'cms-ol-text';
      words.append(...item.childNodes);
      item.append(number, words);
    });
  }
  return template.innerHTML;
}

type SafeHtmlProps = { html: unknown } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * A picture in CMS text whose file fails gives way to its description, as plain text (the
 * browser drew a broken-file icon in a frame beside it), or to nothing where it has none.
 */
function replaceFailedPicture(image: HTMLImageElement) {
  logFailedPicture(image.getAttribute('src'));
  const description = image.alt.trim();
  if (!description) {
    image.remove();
    return;
  }
  const text = document.createElement('span');
  text.className = 'cms-missing-picture';
  text.textContent = description;
  image.replaceWith(text);
}

/** The one component that renders CMS HTML. */
export function SafeHtml({ html, sx, ...rest }: SafeHtmlProps) {
  const company = useLinkCompany();
  const navigate = useNavigate();
  const intl = useIntl();
  const hintText = intl.formatMessage({ id: 'common.newTab' });
  const tableName = intl.formatMessage({ id: 'common.table' });
  const markup = useMemo(
    () => prepareCmsHtml(html, company, { text: hintText, language: intl.locale }, tableName),
    [html, company, hintText, intl.locale, tableName],
  );

  const box = useRef<HTMLDivElement>(null);
  // Before paint, so no picture can fail unheard; one that failed already is replaced at once.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) replaceFailedPicture(event.target);
    };
    for (const image of element.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
        replaceFailedPicture(image);
      }
    }
    // A picture's error event does not bubble: heard on its way down.
    element.addEventListener('error', onError, true);
    return () => {
      element.removeEventListener('error', onError, true);
    };
  }, [markup]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[data-internal]');
    const to = anchor?.getAttribute('href');
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };

  return (
    <Box
      {...rest}
      ref={box}
      onClick={onClick}
      sx={[
        {
          '& p': { mt: 0, mb: 2 },
          // Running text only: headings, pictures and tables keep the column's width.
          '& p, & ul, & ol, & blockquote, & dl': { maxWidth: READING_MEASURE },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '& ol.cms-ol': { listStyle: 'none', pl: 0 },
          '& ol.cms-ol > li': { display: 'flex', gap: 1.5, mb: 1.5 },
          '& .cms-ol-text': { flex: '1 1 auto', minWidth: 0 },
          '& .cms-ol-index': {
            flex: '0 0 auto',
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
            fontSize: '0.875rem',
          },
          '& img': { maxWidth: '100%', height: 'auto' },
          '& .cms-missing-picture': { fontStyle: 'italic', color: 'text.secondary' },
          // The page lets long words break anywhere (the theme's overflowWrap), which squeezed a
          // wide table into a phone's width a few letters per line: its cells keep their words,
          // and the table scrolls sideways in its box instead of widening the page.
          '& .cms-table-scroll': { overflowX: 'auto', maxWidth: '100%', mb: 2 },
          '& .cms-table-scroll th, & .cms-table-scroll td': { overflowWrap: 'normal' },
          // Preformatted lines wrap: one long line made the whole page scroll sideways.
          '& pre': { whiteSpace: 'pre-wrap' },
          // MUI's hiding styles spell 1px out: in sx a bare 1 is 100%, a box that ran past the
          // screen's edge (sideways scroll).
          '& .cms-visually-hidden': visuallyHidden,
          // Paper cannot be clicked: a link to another site prints its address after its text.
          // (An app link's address would be this site's, printed beside its own page.)
          '@media print': {
            '& a[href^="http"]::after': { content: '" (" attr(href) ")"', fontWeight: 400 },
            // Paper cannot scroll: a wide table is fitted to the page, as the screen once did.
            '& .cms-table-scroll': { overflowX: 'visible' },
            '& .cms-table-scroll th, & .cms-table-scroll td': { overflowWrap: 'anywhere' },
          },
        },
        ...sxList(sx),
      ]}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
