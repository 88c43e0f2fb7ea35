import { TargetDateExplainer } from '@/features/target-date/components/target-date-explainer';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';

/** Target-date funds explainer: only for companies with showTargetDate (DESIGN.md section 2). */
export function Component() {
  const { config } = useCompany();
  return config.showTargetDate ? (
    <TargetDateExplainer showResources={Boolean(config.showCompanyResourcesLink)} />
  ) : (
    <NotFoundPage />
  );
}
