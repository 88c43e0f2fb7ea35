/** Links are built from the parsed URL; one that does not parse (`https://`) is no link. */
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a browser's URL parser itself ignores: control characters and spaces at either end, and
 * tabs and line breaks anywhere, so `java\tscript:` is read as the browser reads it.
 */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_BY_BROWSERS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;

/**
 * CMS URLs pass this allow-list before they become links or image sources: http(s), mailto,
 * tel, and relative URLs. A space inside a URL is part of it (a mail's subject, a document's
 * name): it is sent as %20, as a browser sends it, where dropping it changed the address. Any
 * other character a scheme cannot hold (`java script:`, `java\u0000script:`) leaves no
 * allowed scheme, so the URL is refused.
 */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.replace(IGNORED_BY_BROWSERS, '').replaceAll(' ', '%20');
  if (!url || url.length > 2048) return undefined;
  // Browsers read `\` as `/`, so `/\evil.example` is protocol-relative too.
  if (/^[/\\]{2}/.test(url)) return undefined;
  const scheme = /^([^/?#]*?):/.exec(url);
  if (scheme) {
    if (!/^(?:https?|mailto|tel)$/i.test(scheme[1] ?? '')) return undefined;
    return !/^https?$/i.test(scheme[1] ?? '') || parses(url) ? url : undefined;
  }
  return url;
}
