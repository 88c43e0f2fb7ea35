import Container from '@mui/material/Container';
import { PageHeading } from '@/components/page-heading';
import { SitemapView } from '@/features/sitemap/components/sitemap-view';
import { useCompany } from '../layout/use-company';

export function Component() {
  const { companyId, config } = useCompany();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>Sitemap</PageHeading>
      <SitemapView companyId={companyId} config={config} />
    </Container>
  );
}
