import DOMPurify from 'dompurify';
import { safeUrl } from './safe-url';

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(data.attrName)) {
        const url = safeUrl(data.attrValue);
        if (url === undefined) data.keepAttr = false;
        else data.attrValue = url;
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

/** The one HTML sanitiser. Only SafeHtml should need it. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
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
  });
}
