import { safeUrl } from '@/lib/safe-url';
import { leadHero } from './block-chooser';
import type { HomeComponent } from './types';

/** The screen widths the hero's mobile picture is for (its <picture> source). */
export const HERO_MOBILE_MEDIA = '(max-width: 767px)';

/** The hero's pictures, checked; `mobile` only when small screens get a picture of their own. */
export function heroUrls(block: HomeComponent) {
  const desktop = safeUrl(block.desktopBgImagePath);
  const mobile = safeUrl(block.mobileBgImagePath);
  return { desktop, mobile: mobile !== desktop ? mobile : undefined };
}

/**
 * The home page's lead pictures with the screen widths each shows on, as the first block's
 * <picture> chooses them: the first block's, when it is a hero (the page's largest paint).
 * Free of components, so the start-up prefetch can use it from the first chunk.
 */
export function leadPictures(components: HomeComponent[]): { href: string; media?: string }[] {
  const hero = leadHero(components);
  if (!hero) return [];
  const { desktop, mobile } = heroUrls(hero);
  if (!desktop) return [];
  if (!mobile) return [{ href: desktop }];
  return [
    { href: mobile, media: HERO_MOBILE_MEDIA },
    { href: desktop, media: '(min-width: 768px)' },
  ];
}
