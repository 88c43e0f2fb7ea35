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
 * CMS URLs pass this allow-list before they become links or image sources: http(s), mailto,
 * tel, and relative URLs. Whitespace and control characters that browsers ignore are
 * stripped first, so `java\tscript:` cannot slip through.
 */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
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
