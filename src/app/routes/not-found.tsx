import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageHeading } from '@/components/page-heading';
import { SmartLink } from '@/components/smart-link';
import { NOT_FOUND_MOBILE_BREAKPOINT } from '@/config/constants';
import { paths } from '@/config/routes';
import { useCompany } from '../layout/use-company';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '@/components/picture';

export function NotFoundPage() {
  const { companyId } = useCompany();
  const intl = useIntl();
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Box component="picture" sx={{ display: 'block', mb: 4 }}>
        <source
          media={`(min-width: ${String(NOT_FOUND_MOBILE_BREAKPOINT)}px)`}
          srcSet="/images/not-found/retired-desktop.svg"
          width={960}
          height={360}
        />
        <Picture
          src="/images/not-found/retired-mobile.svg"
          alt={intl.formatMessage({ id: 'app.notFound.imageAlt' })}
          width={480}
          height={360}
          sx={{ width: '100%', maxWidth: 960, height: 'auto', borderRadius: 4 }}
        />
      </Box>
      <PageHeading sx={{ maxWidth: 720, mx: 'auto' }}>
        {intl.formatMessage({ id: 'app.notFound.heading' })}
      </PageHeading>
      <SmartLink href={paths.companyRoot(companyId)} variant="button" size="large" sx={{ mt: 4 }}>
        <FormattedMessage id="app.returnHome" />
      </SmartLink>
    </Container>
  );
}
