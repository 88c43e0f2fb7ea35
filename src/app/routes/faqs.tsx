import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { faqQueries } from '@/features/faqs/api/faq-queries';
import { FaqList } from '@/features/faqs/components/faq-list';
import { faqsFor } from '@/features/faqs/types';
import { useAppSelector, useContentAudience } from '../hooks';
import { selectIsEnroll, selectSiteVariant } from '@/features/user/user-slice';
import { FormattedMessage, useIntl } from 'react-intl';

export function Component() {
  const siteVariant = useAppSelector(selectSiteVariant);
  const isEnroll = useAppSelector(selectIsEnroll);
  const intl = useIntl();
  const faqs = useQuery({
    ...faqQueries.list(useContentAudience(), siteVariant),
    select: (data) => faqsFor(data.faqs, isEnroll),
  });
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: 880 }}>
      <PageHeading>{intl.formatMessage({ id: 'faqs.page.heading' })}</PageHeading>
      <Typography sx={{ mt: 2, color: 'text.secondary', maxWidth: 640 }}>
        <FormattedMessage id={isEnroll ? 'faqs.page.introEnroll' : 'faqs.page.intro'} />
      </Typography>
      <FaqList query={faqs} pending={<Skeleton variant="rounded" height={360} sx={{ mt: 4 }} />} />
    </Container>
  );
}
