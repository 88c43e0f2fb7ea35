import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { carouselHeight } from '../block-chooser';
import type { HomeComponent } from '../types';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIntl } from 'react-intl';

// Swiper and its CSS load only when the carousel nears the viewport (the home budget).
const CarouselSwiper = lazyWithPreload(
  () => import('./carousel-swiper'),
  (module) => module.CarouselSwiper,
);

/** How far below the viewport the carousel starts loading. */
const PRELOAD_MARGIN = '400px 0px';

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** SPEC.md "Home page": the slider/carousel hero. */
export function CarouselBlock({ block }: { block: HomeComponent }) {
  const intl = useIntl();
  const slides = block.children_cards;
  const height = carouselHeight(slides.length);
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (slides.length === 0) return null;
  const placeholder = (
    <Box
      aria-hidden
      sx={{
        height,
        borderRadius: 4,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
  return (
    <Container
      component="section"
      aria-label={block.title ?? intl.formatMessage({ id: 'home.carousel.featured' })}
      sx={{ py: { xs: 5, md: 8 } }}
    >
      {block.title && (
        <Typography variant="h2" component="h2" sx={{ mb: 3 }}>
          {block.title}
        </Typography>
      )}
      <Box ref={ref} data-testid="carousel" sx={{ minHeight: height }}>
        {near ? (
          <Suspense fallback={placeholder}>
            <CarouselSwiper
              slides={slides}
              height={height}
              label={block.title ?? intl.formatMessage({ id: 'home.carousel.featured' })}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </Container>
  );
}
