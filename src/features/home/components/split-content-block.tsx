import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CmsImage } from '@/components/cms-image';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import type { HomeComponent } from '../types';

/**
 * SPEC.md "Home page": text beside an image. The image side alternates unless the CMS sets it,
 * and the call to action opens in a new window when newWindow is set.
 */
export function SplitContentBlock({
  block,
  imageSide,
}: {
  block: HomeComponent;
  imageSide: 'left' | 'right';
}) {
  const image = block.desktopBgImagePath ?? block.mobileBgImagePath;
  return (
    <Container component="section" aria-label={block.title} sx={{ py: { xs: 5, md: 8 } }}>
      <Box
        data-image-side={imageSide}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: { xs: 3, md: 8 },
          alignItems: 'center',
        }}
      >
        {image && (
          <CmsImage
            src={image}
            alt={block.imageAltText ?? ''}
            width={560}
            height={400}
            sx={{ borderRadius: 4, order: { md: imageSide === 'left' ? 0 : 1 } }}
          />
        )}
        <Box>
          {block.eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
              {block.eyebrow}
            </Typography>
          )}
          {block.title && (
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {block.title}
            </Typography>
          )}
          <SafeHtml html={block.content} sx={{ fontSize: { md: '1.1rem' } }} />
          {block.ctaLabel && block.ctaUrl && (
            <SmartLink
              href={block.ctaUrl}
              newTab={block.newWindow}
              variant="button"
              size="large"
              sx={{ mt: 1 }}
            >
              {block.ctaLabel}
            </SmartLink>
          )}
        </Box>
      </Box>
    </Container>
  );
}
