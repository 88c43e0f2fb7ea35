import type { ReactNode } from 'react';
import { Deferred } from '@/components/deferred';
import { InLanguage } from '@/components/in-language';
import { chooseBlocks, splitImageSide } from '../block-chooser';
import type { HomeComponent } from '../types';
import { CarouselBlock } from './carousel-block';
import { HeroBlock } from './hero-block';
import { HotspotBlock } from './hotspot-block';
import { SplitContentBlock } from './split-content-block';
import { ThreeCardBlock } from './three-card-block';

/**
 * The home page's blocks in CMS order. The first block, when it is a hero, carries the page's
 * h1 (the document keeps the page's own title, `documentTitle`); `contribution` replaces the
 * call to action of cards flagged isChangeContribution.
 *
 * The first block paints on its own; the blocks below it follow in a deferred render.
 */
export function HomeBlocks({
  components,
  documentTitle,
  contribution,
}: {
  components: HomeComponent[];
  documentTitle: string;
  contribution?: ReactNode;
}) {
  let splitIndex = 0;
  const rendered = chooseBlocks(components).map(({ kind, component, key }, index) => {
    const block = (() => {
      switch (kind) {
        case 'hero':
          return (
            <HeroBlock block={component} pageTitle={index === 0 ? documentTitle : undefined} />
          );
        case 'hotspot':
          return <HotspotBlock block={component} />;
        case 'split':
          return (
            <SplitContentBlock
              block={component}
              imageSide={splitImageSide(component, splitIndex++)}
            />
          );
        case 'cards':
          return <ThreeCardBlock block={component} contribution={contribution} />;
        case 'carousel':
          return <CarouselBlock block={component} />;
      }
    })();
    // A block the CMS has not translated yet comes in English, marked so.
    return (
      <InLanguage key={key} language={component.language}>
        {block}
      </InLanguage>
    );
  });
  const [first, ...below] = rendered;
  return (
    <>
      {first}
      {/* One task per block: each is a short render of its own on a phone. */}
      {below.map((block) => (
        <Deferred key={block.key}>{block}</Deferred>
      ))}
    </>
  );
}
