import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { SafeHtml } from '@/components/safe-html';
import { hotspotLeft } from '../block-chooser';
import { MOBILE_PICTURE_MEDIA, pictureUrls } from '../block-pictures';
import type { HomeComponent } from '../types';
import { cmsColor } from '../cms-color';
import { FOCUS_OUTLINE_COLOR_VAR } from '@/config/constants';
import { contrastTextFor } from '@/lib/colour-contrast';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useIntl } from 'react-intl';
import { Picture } from '@/components/picture';

const HotspotDialog = lazyWithPreload(
  () => import('./hotspot-dialog'),
  (module) => module.HotspotDialog,
);

/** SPEC.md "Hotspot block": image height 193 on mobile and 486 on desktop. */
const HOTSPOT_IMAGE_HEIGHT = { mobile: 193, desktop: 486 } as const;
/** The mobile picture's width at its 193 px height, as its source element declares. */
const HOTSPOT_MOBILE_IMAGE_WIDTH = 390;
const DEFAULT_DESKTOP_WIDTH = 1000;
/**
 * How far right of its point a number's ring reaches: half the button back, the shift of the
 * transform below, the button's width and its 4 px ring.
 */
const HOTSPOT_REACH = { mobile: -16 + 20 + 32 + 4, desktop: -22 + 50 + 44 + 4 } as const;

const clampPercent = (value: number | undefined) =>
  `${String(Math.min(100, Math.max(0, value ?? 50)))}%`;

/** A picture with numbered buttons on it; each opens a side dialog with more detail. */
export function HotspotBlock({ block }: { block: HomeComponent }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // The hotspot the dialog shows. Kept after closing: the panel slides away still showing it,
  // rather than empty and under the first hotspot's title.
  const [shownIndex, setShownIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const { desktop, mobile } = pictureUrls(block.desktopImagePath, block.mobileImagePath);
  const desktopWidth = block.desktopMaxWidth ?? DEFAULT_DESKTOP_WIDTH;
  const hotspots = block.children_hotspots;
  // On a fill the CMS chose the words take black or white, whichever reads on it: the page's ink
  // and grey, a link's brand colour and the dark focus outline read at 1.1:1 on a dark navy.
  const background = cmsColor(block.backgroundColor);
  const color = background && contrastTextFor(background);
  // The button and its dialog share one name, also where the CMS gives the hotspot no label.
  const labelOf = (index: number) =>
    hotspots[index]?.ctaLabel?.trim() ||
    intl.formatMessage({ id: 'home.hotspot.detail' }, { number: index + 1 });

  return (
    <Box
      component="section"
      aria-label={block.title}
      sx={{
        bgcolor: background ?? 'background.default',
        py: { xs: 5, md: 8 },
        ...(color && { color, [FOCUS_OUTLINE_COLOR_VAR]: color }),
      }}
    >
      <Container>
        <Box sx={{ maxWidth: 720, mb: 3 }}>
          {block.title && (
            <Typography variant="h2" component="h2">
              {block.title}
            </Typography>
          )}
          <SafeHtml
            html={block.content}
            sx={{
              mt: 1.5,
              ...(color && { '& a': { color: 'inherit', textDecoration: 'underline' } }),
            }}
          />
          {block.actionLabel && (
            <Typography sx={{ fontWeight: 600, color: color ?? 'text.secondary' }}>
              {block.actionLabel}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            position: 'relative',
            mx: 'auto',
            width: '100%',
            // The hotspots sit at percentages of this box, and the picture is drawn whole inside
            // it: at the mobile height the box is never wider than the picture (a phone held
            // sideways is up to 767 px wide), or the numbers drift off what they name.
            maxWidth: {
              xs: mobile
                ? HOTSPOT_MOBILE_IMAGE_WIDTH
                : (desktopWidth * HOTSPOT_IMAGE_HEIGHT.mobile) / HOTSPOT_IMAGE_HEIGHT.desktop,
              sm: desktopWidth,
            },
            height: { xs: HOTSPOT_IMAGE_HEIGHT.mobile, sm: 'auto' },
            aspectRatio: {
              sm: `${String(desktopWidth)} / ${String(HOTSPOT_IMAGE_HEIGHT.desktop)}`,
            },
            maxHeight: { sm: HOTSPOT_IMAGE_HEIGHT.desktop },
          }}
        >
          {desktop && (
            <Box component="picture" sx={{ display: 'block', width: '100%', height: '100%' }}>
              {mobile && (
                <source
                  media={MOBILE_PICTURE_MEDIA}
                  srcSet={mobile}
                  width={HOTSPOT_MOBILE_IMAGE_WIDTH}
                  height={HOTSPOT_IMAGE_HEIGHT.mobile}
                />
              )}
              <Picture
                loading="lazy"
                src={desktop}
                alt={block.imageAltText ?? ''}
                width={desktopWidth}
                height={HOTSPOT_IMAGE_HEIGHT.desktop}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: '100%',
                  objectFit: 'contain',
                  borderRadius: 3,
                }}
              />
            </Box>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {hotspots.map((hotspot, index) => {
              const number = index + 1;
              const label = labelOf(index);
              return (
                <Box
                  component="li"
                  key={`${label}-${String(index)}`}
                  sx={{
                    position: 'absolute',
                    top: clampPercent(hotspot.top),
                    // The number, shifted right by the transform below, stays on the picture with
                    // its white ring: one near the right edge (the fourth, at 88 %) stood past it
                    // at 320 px.
                    left: {
                      xs: `min(${hotspotLeft(hotspot.left, block.desktopMaxWidth)}, calc(100% - ${String(HOTSPOT_REACH.mobile)}px))`,
                      sm: `min(${hotspotLeft(hotspot.left, block.desktopMaxWidth)}, calc(100% - ${String(HOTSPOT_REACH.desktop)}px))`,
                    },
                    // The number sits on the top-right edge of the picture's circle, not on the
                    // icon inside it, which it used to hide.
                    transform: {
                      xs: 'translate(calc(-50% + 20px), calc(-50% - 20px))',
                      sm: 'translate(calc(-50% + 50px), calc(-50% - 50px))',
                    },
                  }}
                >
                  <ButtonBase
                    aria-haspopup="dialog"
                    aria-label={
                      hotspot.showNumber
                        ? intl.formatMessage({ id: 'home.hotspot.numbered' }, { number, label })
                        : label
                    }
                    onMouseEnter={() => setLoaded(true)}
                    onFocus={() => setLoaded(true)}
                    onClick={() => {
                      setLoaded(true);
                      setShownIndex(index);
                      setOpen(true);
                    }}
                    sx={{
                      width: { xs: 32, sm: 44 },
                      height: { xs: 32, sm: 44 },
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 800,
                      fontSize: { xs: '0.95rem', sm: '1.1rem' },
                      boxShadow: '0 0 0 4px rgba(255,255,255,0.85), 0 4px 12px rgba(0,0,0,0.25)',
                      transition: 'transform 120ms ease',
                      '&:hover': { transform: 'scale(1.08)' },
                      '&.Mui-focusVisible': {
                        outline: '3px solid',
                        outlineColor: color ?? 'text.primary',
                        outlineOffset: 3,
                      },
                    }}
                  >
                    {hotspot.showNumber ? number : '+'}
                  </ButtonBase>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Container>
      {loaded && (
        <LazyPart dialog={{ open, onClose: () => setOpen(false) }}>
          <HotspotDialog
            open={open}
            hotspot={hotspots[shownIndex]}
            label={labelOf(shownIndex)}
            number={shownIndex + 1}
            onClose={() => setOpen(false)}
          />
        </LazyPart>
      )}
    </Box>
  );
}
