import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { carouselCssHeight } from '../block-chooser';
import type { HomeComponent } from '../types';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIntl } from 'react-intl';
import { useNearViewport } from '@/components/deferred';
import { LazyPart } from '@/components/lazy-part';

// Swiper and its CSS load only when the carousel nears the viewport (the home budget).
const CarouselSwiper = lazyWithPreload(
  () => import('./carousel-swiper'),
  (module) => module.CarouselSwiper,
);

/** SPEC.md "Home page": the slider/carousel hero. */
export function CarouselBlock({ block }: { block: HomeComponent }) {
  const intl = useIntl();
  const slides = block.children_cards;
  const height = carouselCssHeight(slides.length);
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
          <LazyPart fallback={placeholder}>
            <CarouselSwiper
              slides={slides}
              height={height}
              label={block.title ?? intl.formatMessage({ id: 'home.carousel.featured' })}
            />
          </LazyPart>
        ) : (
          placeholder
        )}
      </Box>
    </Container>
  );
}
