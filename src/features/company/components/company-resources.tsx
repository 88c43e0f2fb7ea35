import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useContentAudience } from '@/app/hooks';
import { GridList } from '@/components/grid-list';
import { QuerySection } from '@/components/query-section';
import { SmartLink } from '@/components/smart-link';
import { companyQueries } from '../api/company-queries';
import type { CompanyResource } from '../types';
import { FormattedMessage } from 'react-intl';
import { Picture } from '@/components/picture';

const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 48;
/**
 * A resource's logo, of whatever shape its sponsor sent, keeps to a 120 x 48 box, whole: sized by
 * its box alone, a square logo was squeezed to a 5:2 strip.
 */
const LOGO_SX = {
  display: 'block',
  width: 'auto',
  height: LOGO_HEIGHT,
  maxWidth: LOGO_WIDTH,
  objectFit: 'contain',
  objectPosition: 'left center',
  // A card lays its parts out in a column, which would stretch the logo's box across it.
  alignSelf: 'flex-start',
} as const;

/**
 * The company's resources (SPEC.md "company resources strip"), in one place for both looks: a
 * strip of logo links in the footer and cards on the Resources & FAQs page. Nothing shows when
 * the company has none.
 */
export function CompanyResources({ variant }: { variant: 'strip' | 'cards' }) {
  const { companyId, language } = useContentAudience();
  const resources = useQuery(companyQueries.resources({ companyId, language }));
  const strip = variant === 'strip';
  const headingId = strip ? 'footer-resources-heading' : 'resources-heading';
  return (
    <QuerySection
      query={resources}
      compact={strip}
      pending={
        strip ? null : <Skeleton variant="rounded" height={140} sx={{ mt: { xs: 5, md: 7 } }} />
      }
    >
      {({ count, resources: list }) =>
        count > 0 &&
        list.length > 0 && (
          <Box
            // In the footer the strip is part of the footer's landmark: a region of its own
            // named like the Resources & FAQs page's cards gave that page two of one name.
            component={strip ? 'div' : 'section'}
            aria-labelledby={strip ? undefined : headingId}
            sx={strip ? { mb: 4 } : { mt: { xs: 5, md: 7 } }}
          >
            <Typography
              id={headingId}
              component="h2"
              variant={strip ? 'overline' : 'h2'}
              sx={strip ? { display: 'block', mb: 1.5 } : { mb: 2.5 }}
            >
              <FormattedMessage id="company.resources.heading" />
            </Typography>
            {strip ? <Strip resources={list} /> : <Cards resources={list} />}
          </Box>
        )
      }
    </QuerySection>
  );
}

function Strip({ resources }: { resources: CompanyResource[] }) {
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ listStyle: 'none', m: 0, p: 0, gap: 2, flexWrap: 'wrap' }}
    >
      {resources.map((resource) => {
        const image = resource.imagePath;
        return (
          <li key={resource['jcr:uuid'] ?? resource.link}>
            <SmartLink
              href={resource.link}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}
            >
              {image ? (
                <Picture
                  loading="lazy"
                  src={image}
                  alt={resource.linkName}
                  fallback={resource.linkName}
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                  sx={[LOGO_SX, { borderRadius: 1 }]}
                />
              ) : (
                resource.linkName
              )}
            </SmartLink>
          </li>
        );
      })}
    </Stack>
  );
}

function Cards({ resources }: { resources: CompanyResource[] }) {
  return (
    <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }} gap={2.5}>
      {resources.map((resource) => {
        const image = resource.imagePath;
        return (
          <Paper
            component="li"
            variant="outlined"
            key={resource['jcr:uuid'] ?? resource.link}
            sx={{ p: 3, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            {image && (
              <Picture
                loading="lazy"
                src={image}
                alt=""
                fallback={null}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                sx={LOGO_SX}
              />
            )}
            <SmartLink href={resource.link} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {resource.linkName}
            </SmartLink>
            {resource.description && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {resource.description}
              </Typography>
            )}
          </Paper>
        );
      })}
    </GridList>
  );
}
