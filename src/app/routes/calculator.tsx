import Container from '@mui/material/Container';
import { useCompany } from '@/app/layout/use-company';
import { Calculator } from '@/features/calculator/components/calculator';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { ReminderBlock } from '@/features/reminder/components/reminder-block';

export function Component() {
  const { config } = useCompany();
  return (
    <>
      <Calculator
        autoIncreasePercentage={config.autoIncreasePercentage ?? 0}
        plan={{
          tiers: config.employerMatchTiers,
          nonelectivePercentage: config.employerNonelectivePercentage,
        }}
        contributionAction={<ContributionButton config={config} />}
      />
      <Container sx={{ pb: { xs: 4, md: 6 } }}>
        <ReminderBlock config={config} />
      </Container>
    </>
  );
}
