import Container from '@mui/material/Container';
import { PageHeading } from '@/components/page-heading';
import { SitemapView } from '@/features/sitemap/components/sitemap-view';
import { useCompany } from '../layout/use-company';
import { useIntl } from 'react-intl';

export function Component() {
  const { companyId, config } = useCompany();
  const intl = useIntl();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{intl.formatMessage({ id: 'sitemap.page.heading' })}</PageHeading>
      <SitemapView companyId={companyId} config={config} />
    </Container>
  );
}
