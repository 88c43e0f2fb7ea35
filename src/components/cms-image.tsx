import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PlayCircleIcon } from '@/components/icons';
import { Picture } from '@/components/picture';
import { sxList } from '@/components/sx-list';

interface CmsImageProps {
  /** Already checked: CMS picture URLs are parsed with cmsUrl (src/lib/cms-schema.ts). */
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** The page's largest first-view picture: fetched first. Every other picture loads lazily. */
  lead?: boolean;
  /** A play badge over the picture, for video content. */
  playBadge?: 'small' | 'large';
  sx?: SxProps<Theme>;
}

/** A CMS picture, cropped to fill its box; a tinted box of its size where it fails to load. */
export function CmsImage({ src, alt, width, height, lead = false, playBadge, sx }: CmsImageProps) {
  const image = (
    <Picture
      {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      src={src}
      alt={alt}
      width={width}
      height={height}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${String(width)} / ${String(height)}`,
          objectFit: 'cover',
        },
        ...sxList(sx),
      ]}
    />
  );
  if (!playBadge) return image;
  return (
    <Box sx={{ position: 'relative' }}>
      {image}
      <PlayCircleIcon
        sx={{
          position: 'absolute',
          inset: 0,
          m: 'auto',
          fontSize: playBadge === 'large' ? 80 : 56,
          color: '#fff',
          filter: 'drop-shadow(0 2px 8px rgba(0,0,0,0.5))',
        }}
      />
    </Box>
  );
}
