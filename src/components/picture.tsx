import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxList } from '@/components/sx-list';
import { logger } from '@/lib/logger';
import { useRetryOnReconnect } from '@/lib/online';

/**
 * A picture whose file failed, CMS text's or the app's: gone from the CMS, it shows nowhere else,
 * and the log is how its team hears of it.
 */
export function logFailedPicture(src: string | null) {
  logger.warn('Picture failed to load', { src });
}

/** The tint a picture's box shows where it has no picture: none sent, or one that failed. */
export const PICTURE_PLACEHOLDER_COLOUR = '#e7eef3';

type ImgAttributes = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'onError' | 'loading' | 'fetchPriority'
>;

interface PictureProps extends ImgAttributes {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
  /**
   * Shown instead when the file does not load (deleted from the CMS, a typo in its path, the
   * network): by default a tinted box of the picture's size, named as the picture was; `null`
   * leaves nothing, for a decoration; text, where the picture stood for a name.
   */
  fallback?: ReactNode;
}

/**
 * An <img> that gives way cleanly when its file fails. A browser draws a failed picture as a
 * broken-file icon, a thin frame and its description squeezed into the box: the header's logo
 * became "Harbor & Pine Manufacturing logo" wrapped over two lines, cards empty frames.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  loading,
  fetchPriority,
  sx,
  fallback,
  ...attributes
}: PictureProps) {
  // Keyed by address, so a new picture (another language's, another slide's) gets its chance.
  const [failedSrc, setFailedSrc] = useState<string>();
  // One that failed for want of a connection (a train's tunnel) comes back with it.
  useRetryOnReconnect(() => {
    setFailedSrc(undefined);
  }, failedSrc === src);
  if (failedSrc === src) {
    if (fallback !== undefined) return fallback;
    return (
      <Box
        {...attributes}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        sx={[
          {
            display: 'block',
            width,
            maxWidth: '100%',
            aspectRatio: `${String(width)} / ${String(height)}`,
            bgcolor: PICTURE_PLACEHOLDER_COLOUR,
          },
          ...sxList(sx),
        ]}
      />
    );
  }
  return (
    <Box
      component="img"
      // Before src: the production build's Preact sets props in order, and a picture given
      // its src before loading="lazy" loads (and decodes, when cached) at once, on the click.
      {...(loading && { loading })}
      {...(fetchPriority && { fetchPriority })}
      {...attributes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      onError={() => {
        setFailedSrc(src);
        logFailedPicture(src);
      }}
      sx={sx}
    />
  );
}
