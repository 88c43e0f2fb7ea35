import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { FaqList } from '@/features/faqs/components/faq-list';
import { useFaqs } from '@/features/faqs/use-faqs';
import { selectIsEnroll } from '@/features/user/user-slice';
import { useAppSelector } from '../hooks';
import { FormattedMessage, useIntl } from 'react-intl';

export function Component() {
  const isEnroll = useAppSelector(selectIsEnroll);
  const intl = useIntl();
  const faqs = useFaqs();
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
