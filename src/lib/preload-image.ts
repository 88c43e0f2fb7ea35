/**
 * Starts fetching a page's lead picture as soon as its URL is known, instead of when the render
 * that shows it has been laid out: the picture is often the page's largest paint. The <img>
 * then takes the preloaded file. `href` must already have passed safeUrl.
 */
export function preloadImage(href: string | undefined) {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}
