import Container from '@mui/material/Container';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { TargetDateExplainer } from '@/features/target-date/components/target-date-explainer';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { useIntl } from 'react-intl';

/** Target-date funds explainer: only for companies with showTargetDate (DESIGN.md section 2). */
export function Component() {
  const { config, isConfigError, retryConfig } = useCompany();
  const intl = useIntl();
  // Without the config, "not found" would tell a participant of a company that offers the page
  // that it does not exist: the page says the call failed, and asks again.
  if (isConfigError) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <PageHeading>{intl.formatMessage({ id: 'targetDate.page.heading' })}</PageHeading>
        <QueryError onRetry={retryConfig} />
      </Container>
    );
  }
  return config.showTargetDate ? (
    <TargetDateExplainer showResources={Boolean(config.showCompanyResourcesLink)} />
  ) : (
    <NotFoundPage />
  );
}
