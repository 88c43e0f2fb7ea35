import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  carouselCssHeight,
  carouselHeight,
  chooseBlock,
  chooseBlocks,
  hotspotLeft,
  splitImageSide,
} from './block-chooser';
import { homeComponentSchema, type HomeComponent } from './types';

const models = '/conf/my-retirement/settings/dam/cfm/models';
const component = (raw: Record<string, unknown>): HomeComponent =>
  v.parse(homeComponentSchema, raw);

describe('chooseBlock (SPEC.md "Home page": by model-name suffix)', () => {
  it.each([
    [`${models}/full-width-hero`, 'hero'],
    [`${models}/hotspot-widget`, 'hotspot'],
    [`${models}/split-content`, 'split'],
    [`${models}/three-card`, 'cards'],
    [`${models}/home-3-card`, 'cards'],
    [`${models}/carousel-hero`, 'carousel'],
    [`${models}/slider-hero`, 'carousel'],
    ['/other/place/my-retirement-FULL-WIDTH-HERO', 'hero'],
  ])('%s is a %s block', (model, kind) => {
    expect(chooseBlock(model)).toBe(kind);
  });

  it.each([undefined, '', `${models}/article`, `${models}/full-width-hero/extra`])(
    'knows no block for %s',
    (model) => {
      expect(chooseBlock(model)).toBeUndefined();
    },
  );

  it('keeps CMS order and leaves out unknown models', () => {
    const blocks = chooseBlocks([
      component({ 'cq:model': `${models}/carousel-hero`, 'jcr:uuid': 'c' }),
      component({ 'cq:model': `${models}/unknown` }),
      component({ 'cq:model': `${models}/full-width-hero` }),
    ]);
    expect(blocks.map((block) => [block.kind, block.key])).toEqual([
      ['carousel', 'c'],
      ['hero', 'hero-2'],
    ]);
  });
});

describe('block layout rules', () => {
  it('alternates split images right, left, right unless the CMS sets a side', () => {
    const plain = component({});
    expect([0, 1, 2].map((index) => splitImageSide(plain, index))).toEqual([
      'right',
      'left',
      'right',
    ]);
    expect(splitImageSide(component({ imageAlign: 'Left' }), 0)).toBe('left');
    expect(splitImageSide(component({ imageAlign: 'right' }), 1)).toBe('right');
    expect(splitImageSide(component({ imageAlign: 'center' }), 1)).toBe('left');
  });

  it('is 510 high with several slides and 448 otherwise', () => {
    expect(carouselHeight(3)).toBe(510);
    expect(carouselHeight(2)).toBe(510);
    expect(carouselHeight(1)).toBe(448);
    // SPEC.md's pixels at the usual text size; a larger text size (rem) makes room for the text.
    // (The height drawn is measured in Chromium: e2e/content.spec.ts and text-size.spec.ts.)
    expect(carouselCssHeight(3)).toBe('max(510px, 31.875rem)');
    expect(carouselCssHeight(1)).toBe('max(448px, 28rem)');
  });

  it('turns a hotspot left offset into a percentage of desktopMaxWidth when given', () => {
    expect(hotspotLeft(250, 1000)).toBe('25%');
    expect(hotspotLeft(1200, 1000)).toBe('100%');
    expect(hotspotLeft(30, undefined)).toBe('30%');
    expect(hotspotLeft(undefined, 1000)).toBe('0%');
  });
});
