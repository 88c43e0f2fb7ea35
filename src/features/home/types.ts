import * as v from 'valibot';
import {
  cmsFlag,
  cmsLanguage,
  cmsList,
  cmsNumber,
  cmsText,
  cmsUrl,
  lazySchema,
} from '@/lib/cms-schema';

/** SPEC.md "Card". */
const homeCardSchema = lazySchema(() =>
  v.object({
    'jcr:uuid': cmsText,
    title: cmsText,
    eyebrow: cmsText,
    content: cmsText,
    image: cmsUrl,
    articleImage: cmsUrl,
    alt: cmsText,
    cardType: cmsText,
    ctaLabel: cmsText,
    ctaLink: cmsText,
    ctaType: cmsText,
    minuteText: cmsText,
    isChangeContribution: cmsFlag,
  }),
);
export type HomeCard = v.InferOutput<typeof homeCardSchema>;

/** SPEC.md "Hotspot": one numbered call to action on the image. */
const hotspotSchema = lazySchema(() =>
  v.object({
    ctaLabel: cmsText,
    content: cmsText,
    showNumber: cmsFlag,
    /** Percent of the image height. */
    top: cmsNumber,
    /** Pixels on the desktop image when the block has desktopMaxWidth, else percent. */
    left: cmsNumber,
  }),
);
export type Hotspot = v.InferOutput<typeof hotspotSchema>;

/** SPEC.md "Home content component" and "Hotspot": every block reads from this one model. */
export const homeComponentSchema = lazySchema(() =>
  v.object({
    'cq:model': cmsText,
    'jcr:uuid': cmsText,
    'cq:name': cmsText,
    title: cmsText,
    content: cmsText,
    ctaLabel: cmsText,
    ctaUrl: cmsText,
    newWindow: cmsFlag,
    imageAlign: cmsText,
    imageAltText: cmsText,
    desktopBgImagePath: cmsUrl,
    mobileBgImagePath: cmsUrl,
    colorHexCode: cmsText,
    eyebrow: cmsText,
    minutes: cmsNumber,
    children_cards: cmsList(homeCardSchema),
    actionLabel: cmsText,
    backgroundColor: cmsText,
    desktopImagePath: cmsUrl,
    mobileImagePath: cmsUrl,
    desktopMaxWidth: cmsNumber,
    children_hotspots: cmsList(hotspotSchema),
    language: cmsLanguage,
  }),
);
export type HomeComponent = v.InferOutput<typeof homeComponentSchema>;

/** The home fragment; an empty object (no components) means "no home here". */
export const homeConfigSchema = lazySchema(() =>
  v.object({ children_components: cmsList(homeComponentSchema) }),
);
