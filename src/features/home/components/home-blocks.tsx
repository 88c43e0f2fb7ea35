import { useDeferredValue, type ReactNode } from 'react';
import { chooseBlocks, splitImageSide } from '../block-chooser';
import type { HomeComponent } from '../types';
import { CarouselBlock } from './carousel-block';
import { HeroBlock } from './hero-block';
import { HotspotBlock } from './hotspot-block';
import { SplitContentBlock } from './split-content-block';
import { ThreeCardBlock } from './three-card-block';

/**
 * The home page's blocks in CMS order. The first block, when it is a hero, carries the page's
 * h1; `contribution` replaces the call to action of cards flagged isChangeContribution.
 *
 * The first block renders and paints on its own; the blocks below it follow in a deferred render
 * (the shell keeps the footer below the fold meanwhile, so nothing visible moves). Two smaller
 * commits instead of one large one keep a phone's main thread free and show the top sooner.
 */
export function HomeBlocks({
  components,
  contribution,
}: {
  components: HomeComponent[];
  contribution?: ReactNode;
}) {
  const showAll = useDeferredValue(true, false);
  const blocks = chooseBlocks(components);
  const shown = showAll ? blocks : blocks.slice(0, 1);
  let splitIndex = 0;
  return (
    <>
      {shown.map(({ kind, component, key }, index) => {
        switch (kind) {
          case 'hero':
            return <HeroBlock key={key} block={component} isPageHeading={index === 0} />;
          case 'hotspot':
            return <HotspotBlock key={key} block={component} />;
          case 'split':
            return (
              <SplitContentBlock
                key={key}
                block={component}
                imageSide={splitImageSide(component, splitIndex++)}
              />
            );
          case 'cards':
            return <ThreeCardBlock key={key} block={component} contribution={contribution} />;
          case 'carousel':
            return <CarouselBlock key={key} block={component} />;
        }
      })}
    </>
  );
}

export function startsWithHero(components: HomeComponent[]): boolean {
  return chooseBlocks(components)[0]?.kind === 'hero';
}
