import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { QuerySection } from '@/components/query-section';
import { SafeHtml } from '@/components/safe-html';
import { privacyQueries } from '@/features/privacy/api/privacy-queries';
import { selectSiteVariant } from '@/features/user/user-slice';
import { htmlToText } from '@/lib/sanitize';
import { useAppSelector, useContentAudience } from '../hooks';
import { useIntl } from 'react-intl';

export function Component() {
  const siteVariant = useAppSelector(selectSiteVariant);
  const policy = useQuery(privacyQueries.policy(useContentAudience(), siteVariant));
  const intl = useIntl();
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: 820 }}>
      <PageHeading>{intl.formatMessage({ id: 'privacy.page.heading' })}</PageHeading>
      <QuerySection
        query={policy}
        pending={<Skeleton variant="rounded" height={320} sx={{ mt: 4 }} />}
      >
        {(data) =>
          // Nothing left to read once sanitised: say so rather than show a heading over nothing.
          htmlToText(data.content) ? (
            <SafeHtml html={data.content} sx={{ mt: 4 }} />
          ) : (
            <Typography sx={{ mt: 4 }}>
              {intl.formatMessage({ id: 'privacy.page.unavailable' })}
            </Typography>
          )
        }
      </QuerySection>
    </Container>
  );
}
