import { leadHero } from './block-chooser';
import type { HomeComponent } from './types';

/** The screen widths a home block's mobile picture is for (its <picture> source). */
export const MOBILE_PICTURE_MEDIA = '(max-width: 767px)';
const DESKTOP_PICTURE_MEDIA = '(min-width: 768px)';

/**
 * A block's desktop and mobile pictures (checked where the payload is parsed); `mobile` only when
 * small screens get a picture of their own.
 */
export function pictureUrls(desktop: string | undefined, mobile: string | undefined) {
  return { desktop, mobile: mobile !== desktop ? mobile : undefined };
}

/** The hero's pictures. */
export function heroUrls(hero: HomeComponent) {
  return pictureUrls(hero.desktopBgImagePath, hero.mobileBgImagePath);
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
    { href: mobile, media: MOBILE_PICTURE_MEDIA },
    { href: desktop, media: DESKTOP_PICTURE_MEDIA },
  ];
}
