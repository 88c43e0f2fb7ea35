import DOMPurify from 'dompurify';
import { contentFileUrl } from './http';
import { safeUrl } from './safe-url';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    // An image map's <area> is a link that prepareCmsHtml's link rules (company scope, new tab,
    // rel="noopener noreferrer") never see; rich text has no need for one.
    'map',
    'area',
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ADD_ATTR: ['target'],
};

let configured = false;

function purifier() {
  if (!configured) {
    configured = true;
    // Set once: a config passed to sanitize() is parsed into fresh allow-lists on every call.
    DOMPurify.setConfig(CONFIG);
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(data.attrName)) {
        const url = safeUrl(data.attrValue);
        if (url === undefined) data.keepAttr = false;
        // A picture's path in rich text is on the CMS's host, as its other files' are (cmsUrl);
        // a link's path is a page of this site.
        else data.attrValue = data.attrName === 'src' ? contentFileUrl(url) : url;
      }
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/**
 * Chromium reports a CSP violation (a console error, and a report where one is configured) for
 * every inline event handler it parses, even into DOMPurify's inert document where nothing
 * runs. So handler-like attribute names are renamed (`onerror=` to `x-onerror=`) before
 * parsing, wherever they appear, and DOMPurify then drops them as unknown attributes. Only
 * letters are inserted, so no markup can appear; DOMPurify stays the security boundary for
 * anything this misses. Prose rarely has "on...=" after a space; there it gains an "x-".
 */
const HANDLER_ATTRIBUTE = /([\s/"'])(on[a-z]+\s*=)/gi;

/** The one HTML sanitiser. Only SafeHtml and htmlToText should need it. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return purifier().sanitize(html.replace(HANDLER_ATTRIBUTE, '$1x-$2'));
}

/**
 * The words of CMS HTML, for search and to tell a page of nothing: parsed only once sanitised,
 * so nothing in it loads or reports, with a space before every block so that paragraphs and list
 * items stay separate words.
 */
export function htmlToText(html: unknown): string {
  const clean = sanitizeHtml(html);
  if (!clean) return '';
  const spaced = clean.replace(
    /<(\/?(?:p|li|ol|ul|br|h[1-6]|div|tr|td|th|blockquote)\b)/gi,
    ' <$1',
  );
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent;
  return text.replace(/\s+/g, ' ').trim();
}
