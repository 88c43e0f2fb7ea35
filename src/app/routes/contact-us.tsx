import { ContactUs } from '@/features/company/components/contact-us';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { useCompany } from '../layout/use-company';

export function Component() {
  const { config, isConfigError, retryConfig } = useCompany();
  return (
    <ContactUs
      config={config}
      isConfigError={isConfigError}
      retryConfig={retryConfig}
      contributionButton={
        <ContributionButton config={config} variant="outlined" position="contact-us" />
      }
    />
  );
}
