/**
 * Starts fetching a page's lead picture as soon as its URL is known, instead of when the render
 * that shows it has been laid out: the picture is often the page's largest paint. The <img>
 * then takes the preloaded file. `href` must already have passed safeUrl; `media` limits it to
 * the screen widths a <picture> source shows it on.
 */
export function preloadImage(href: string | undefined, media?: string) {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  if (media) link.media = media;
  link.href = href;
  document.head.append(link);
}
