import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CmsImage } from '@/components/cms-image';
import { PageHeading } from '@/components/page-heading';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { FOCUS_OUTLINE_COLOR_VAR } from '@/config/constants';
import { heroUrls, MOBILE_PICTURE_MEDIA } from '../block-pictures';
import type { HomeComponent } from '../types';
import { contrastTextFor } from '@/lib/colour-contrast';
import { cmsColor } from '../cms-color';

/** SPEC.md "Home page": the full-width hero. The page's first hero carries its h1. */
export function HeroBlock({
  block,
  pageTitle,
}: {
  block: HomeComponent;
  /**
   * The document title, given to the hero that carries the page's h1: its heading is the CMS's
   * message of the day, not the page's name.
   */
  pageTitle?: string;
}) {
  const background = cmsColor(block.colorHexCode) ?? '#0f2a3d';
  const color = contrastTextFor(background);
  const { desktop, mobile } = heroUrls(block);
  const headingSx = { color: 'inherit', maxWidth: 620 };
  // Without a title the page's hidden h1 names it (home route): an empty heading names nothing.
  const title = block.title?.trim();
  return (
    // The focus outline takes the text's colour: the theme's dark one vanishes on a dark hero.
    <Box component="section" sx={{ bgcolor: background, color, [FOCUS_OUTLINE_COLOR_VAR]: color }}>
      <Container
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'center',
          gap: { xs: 3, md: 6 },
          py: { xs: 4, md: 7 },
        }}
      >
        <Box>
          {block.eyebrow && (
            <Typography variant="overline" component="p" sx={{ opacity: 0.9, mb: 1 }}>
              {block.eyebrow}
            </Typography>
          )}
          {title &&
            (pageTitle !== undefined ? (
              <PageHeading sx={headingSx} documentTitle={pageTitle}>
                {title}
              </PageHeading>
            ) : (
              <Typography variant="h2" component="h2" sx={headingSx}>
                {title}
              </Typography>
            ))}
          <SafeHtml
            html={block.content}
            sx={{
              mt: 2,
              fontSize: { md: '1.15rem' },
              maxWidth: 560,
              '& a': { color: 'inherit', textDecoration: 'underline' },
            }}
          />
          {block.ctaLabel && block.ctaUrl && (
            <SmartLink
              href={block.ctaUrl}
              newTab={block.newWindow}
              variant="button"
              color="secondary"
              size="large"
              sx={{ mt: 2 }}
            >
              {block.ctaLabel}
            </SmartLink>
          )}
        </Box>
        {desktop && (
          <Box component="picture" sx={{ display: 'block', order: { xs: -1, md: 0 } }}>
            {mobile && (
              <source media={MOBILE_PICTURE_MEDIA} srcSet={mobile} width={720} height={360} />
            )}
            <CmsImage
              src={desktop}
              alt={block.imageAltText ?? ''}
              width={640}
              height={400}
              lead
              sx={{ aspectRatio: { xs: '2 / 1', md: '8 / 5' }, borderRadius: 4 }}
            />
          </Box>
        )}
      </Container>
    </Box>
  );
}
