import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { REDUCED_MOTION_QUERY } from '@/config/constants';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HomeCard } from '../types';
import { Picture } from '@/components/picture';

/** The slides' pictures (CMS): 640 x 448. */
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 448;
/** Box shapes (width / height, as CSS ratios) where filling the box crops 4% or less a side. */
const FILL_MIN_RATIO = `${String(PICTURE_WIDTH * 92)} / ${String(PICTURE_HEIGHT * 100)}`;
const FILL_MAX_RATIO = `${String(PICTURE_WIDTH * 100)} / ${String(PICTURE_HEIGHT * 92)}`;

/**
 * The Swiper half of the carousel (loaded lazily): one slide per view, navigation, clickable
 * pagination, keyboard arrows, screen-reader labels, looping with more than one slide, and no
 * autoplay.
 */
export function CarouselSwiper({
  slides,
  height,
  label,
}: {
  slides: HomeCard[];
  /** A CSS length (carouselCssHeight). */
  height: string;
  label: string;
}) {
  const intl = useIntl();
  const several = slides.length > 1;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return (
    <Box
      sx={{
        height,
        '--swiper-theme-color': (theme) => theme.palette.primary.main,
        '--swiper-navigation-size': '22px',
        // On small screens the arrows sit in the slide's bottom corners, beside the bullets: on
        // the picture they hid the artwork, and mid-slide they would cover the text.
        '--swiper-navigation-top-offset': { xs: 'calc(100% - 36px)', md: '50%' },
        '--swiper-navigation-sides-offset': '12px',
        // A bullet is a control: at 60 % opacity the others read at 2.8:1 on the slide (WCAG
        // 1.4.11). The current one is told by its shape, a longer bar, not by the brand's colour
        // alone, which beside the grey differed by 3:1 at best (WCAG 1.4.1).
        '--swiper-pagination-bullet-size': '12px',
        '--swiper-pagination-bullet-border-radius': '6px',
        '--swiper-pagination-bullet-inactive-color': '#4a5a66',
        '--swiper-pagination-bullet-inactive-opacity': '1',
        '& .swiper-pagination-bullet-active': { width: 28 },
        '& .swiper': { height: '100%', borderRadius: 4 },
        '& .swiper-button-prev, & .swiper-button-next': {
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 2px 8px rgba(0,0,0,0.2)',
        },
        '& .swiper-button-prev svg, & .swiper-button-next svg': { width: 12, height: 20 },
        // Below 1024 px the arrows sit on the bullets' row, and the bullets' strip, as wide as
        // the slide and drawn over them, took every click and tap meant for an arrow.
        '& .swiper-pagination': { pointerEvents: 'none' },
        '& .swiper-pagination-bullet': { m: '0 6px !important', pointerEvents: 'auto' },
        '& .swiper-button-prev:focus-visible, & .swiper-button-next:focus-visible, & .swiper-pagination-bullet:focus-visible':
          { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <Swiper
        modules={[Navigation, Pagination, Keyboard, A11y]}
        slidesPerView={1}
        // Swiper's default 300 ms, or none when less motion is asked for: under the theme's
        // reduced-motion styles a timed slide never sees its transition end, and Swiper would
        // then ignore every key after the first.
        speed={reducedMotion ? 0 : 300}
        loop={several}
        navigation={several}
        pagination={several ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          containerMessage: label,
          containerRoleDescriptionMessage: intl.formatMessage({ id: 'home.carousel.roleCarousel' }),
          itemRoleDescriptionMessage: intl.formatMessage({ id: 'home.carousel.roleSlide' }),
          prevSlideMessage: intl.formatMessage({ id: 'home.carousel.previous' }),
          nextSlideMessage: intl.formatMessage({ id: 'home.carousel.next' }),
          // Swiper fills in its own {{index}}.
          paginationBulletMessage: intl.formatMessage(
            { id: 'home.carousel.goTo' },
            { index: '{{index}}' },
          ),
        }}
      >
        {slides.map((slide, index) => {
          const image = slide.image ?? slide.articleImage;
          return (
            <SwiperSlide key={slide['jcr:uuid'] ?? index}>
              <Box
                sx={{
                  height: '100%',
                  // Stacked, the picture gives up height to the text: the slide's height is
                  // fixed (SPEC.md), and the longer Spanish texts at 320 px ran under its edge,
                  // their button cut off under the arrows. It takes what the text leaves, up to
                  // its own shape at the slide's width; the text takes any height beyond that
                  // (with 200% text on a phone the slide grows taller, and the picture floated
                  // in a band of white).
                  display: { xs: 'flex', md: 'grid' },
                  flexDirection: 'column',
                  // Without a picture the text takes the whole slide: in the picture's place it
                  // overflowed the slide and lost its title. From 1280 px the picture's column
                  // takes the picture's own shape at the slide's height (up to 60% of the slide),
                  // so it is drawn whole and edge to edge.
                  gridTemplateColumns: image
                    ? {
                        md: '1.1fr 1fr',
                        lg: `minmax(0, min(calc(${height} * ${String(PICTURE_WIDTH)} / ${String(PICTURE_HEIGHT)}), 60%)) minmax(0, 1fr)`,
                      }
                    : '1fr',
                  gridTemplateRows: '1fr',
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 4,
                  overflow: 'hidden',
                  // The text below measures itself against the slide's fixed height.
                  containerType: 'size',
                }}
              >
                {image && (
                  // The picture's box takes what the text leaves; the box's shape decides how the
                  // picture is drawn (a size container, so the picture can ask).
                  <Box
                    sx={{
                      containerType: 'size',
                      minHeight: 0,
                      overflow: 'hidden',
                      flex: `0 1 calc(100cqw * ${String(PICTURE_HEIGHT)} / ${String(PICTURE_WIDTH)})`,
                    }}
                  >
                    <Picture
                      loading="lazy"
                      src={image}
                      alt={slide.alt ?? ''}
                      width={PICTURE_WIDTH}
                      height={PICTURE_HEIGHT}
                      sx={{
                        display: 'block',
                        width: '100%',
                        height: '100%',
                        // Drawn whole, on the slide's white, wherever its box is another shape:
                        // filled edge to edge, a stacked tablet slide (about 800 x 290 px) showed
                        // half the picture and cut the match slide's labels, the nearly square
                        // column from 1024 to 1279 px lost its sides ("Employe"), and from 1280 px
                        // the hands' outer edges went. Filled only where that loses at most 4% of
                        // it on each side, as on a phone.
                        objectFit: 'contain',
                        [`@container (min-aspect-ratio: ${FILL_MIN_RATIO}) and (max-aspect-ratio: ${FILL_MAX_RATIO})`]:
                          { objectFit: 'cover' },
                      }}
                    />
                  </Box>
                )}
                {/* Centres the text; as tall as the text, so the picture gives way to it first. */}
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    justifyContent: 'center',
                    flex: '1 0 auto',
                  }}
                >
                  <SlideText roomBelow={several} label={slide.title}>
                    {slide.title && (
                      <Typography variant="h3" component="h3">
                        {slide.title}
                      </Typography>
                    )}
                    <SafeHtml html={slide.content} sx={{ color: 'text.secondary' }} />
                    {slide.ctaLink && (
                      <Box>
                        <SmartLink href={slide.ctaLink} variant="button">
                          {slide.ctaLabel ?? intl.formatMessage({ id: 'home.card.learnMore' })}
                        </SmartLink>
                      </Box>
                    )}
                  </SlideText>
                </Box>
              </Box>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </Box>
  );
}

/**
 * A slide's words. The slide's height is fixed (SPEC.md): a text longer than the whole slide (a
 * long title, a long word at 390 px) scrolls inside it, where it ran under the slide's edge and
 * took the call to action out of reach; while it scrolls it is a stop of the keyboard's, so the
 * keys scroll it (WCAG 2.1.1) even on a slide without a link.
 */
function SlideText({
  roomBelow,
  label,
  children,
}: {
  /** Room for the arrows and bullets under the text on small screens. */
  roomBelow: boolean;
  label: string | undefined;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    // The box stops growing at the slide's height; its contents go on changing (fonts, pictures).
    const observer = new ResizeObserver(() => {
      setScrolls(node.scrollHeight > node.clientHeight + 1);
    });
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <Box
      ref={box}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls && label ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
      sx={{
        p: { xs: 3, md: 6 },
        // A lone slide's text would otherwise make it taller.
        pb: { xs: roomBelow ? 8 : 3, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxHeight: '100cqh',
        boxSizing: 'border-box',
        overflowY: 'auto',
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'text.primary',
          outlineOffset: -3,
        },
      }}
    >
      {children}
    </Box>
  );
}
