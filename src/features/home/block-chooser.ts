import type { HomeComponent } from './types';

export const BLOCK_KINDS = ['hero', 'hotspot', 'split', 'cards', 'carousel'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/**
 * SPEC.md "Home page": a block is chosen by the suffix of its model name (the last segment of
 * `cq:model`). The CMS has used more than one name for some models over time.
 */
const SUFFIXES: [suffix: string, kind: BlockKind][] = [
  ['full-width-hero', 'hero'],
  ['hotspot-widget', 'hotspot'],
  ['hotspot', 'hotspot'],
  ['split-content', 'split'],
  ['three-card', 'cards'],
  ['3-card', 'cards'],
  ['carousel-hero', 'carousel'],
  ['slider-hero', 'carousel'],
  ['carousel', 'carousel'],
];

export function chooseBlock(model: string | undefined): BlockKind | undefined {
  const name = model?.trim().toLowerCase().split('/').pop();
  if (!name) return undefined;
  return SUFFIXES.find(([suffix]) => name.endsWith(suffix))?.[1];
}

export interface ChosenBlock {
  kind: BlockKind;
  component: HomeComponent;
  key: string;
}

/** The blocks to render, in CMS order; components of an unknown model are left out. */
export function chooseBlocks(components: HomeComponent[]): ChosenBlock[] {
  return components.flatMap((component, index) => {
    const kind = chooseBlock(component['cq:model']);
    return kind
      ? [{ kind, component, key: component['jcr:uuid'] ?? `${kind}-${String(index)}` }]
      : [];
  });
}

/** The first block when it is a hero: it carries the page's h1 and its largest picture. */
export function leadHero(components: HomeComponent[]): HomeComponent | undefined {
  const [first] = chooseBlocks(components);
  return first?.kind === 'hero' ? first.component : undefined;
}

/** The lead hero's title, which names the page; without one the page keeps a heading of its own. */
export function leadHeroTitle(components: HomeComponent[]): string | undefined {
  return leadHero(components)?.title?.trim() || undefined;
}

/** Split blocks alternate the image side (right, left, ...) unless the CMS sets it. */
export function splitImageSide(component: HomeComponent, splitIndex: number): 'left' | 'right' {
  const align = component.imageAlign?.toLowerCase();
  if (align === 'left' || align === 'right') return align;
  return splitIndex % 2 === 0 ? 'right' : 'left';
}

/** The first cards of a 3-card block show; the rest go in an expandable list. */
export const VISIBLE_CARDS = 3;

/** SPEC.md "Home page": 510 with several slides, otherwise 448. */
export function carouselHeight(slides: number): number {
  return slides > 1 ? 510 : 448;
}

/**
 * The carousel's CSS height: SPEC.md's pixels at the browser's usual text size, and as much more
 * as a larger text size needs (in rem), since a slide's text and button at 200% did not fit in
 * 510 px. At the usual size the picture gives way to the text, never the slide's height.
 */
export function carouselCssHeight(slides: number): string {
  const px = carouselHeight(slides);
  return `max(${String(px)}px, ${String(px / 16)}rem)`;
}

/** SPEC.md "Hotspot block": a left offset becomes a percentage of desktopMaxWidth if given. */
export function hotspotLeft(left: number | undefined, desktopMaxWidth: number | undefined): string {
  const value = left ?? 0;
  if (desktopMaxWidth && desktopMaxWidth > 0) {
    return `${String(Math.min(100, Math.max(0, (value / desktopMaxWidth) * 100)))}%`;
  }
  return `${String(Math.min(100, Math.max(0, value)))}%`;
}
