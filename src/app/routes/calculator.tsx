import Container from '@mui/material/Container';
import { useCompany } from '@/app/layout/use-company';
import { Calculator } from '@/features/calculator/components/calculator';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { useNearViewport } from '@/components/deferred';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Below the calculator, the reminder loads as the reader scrolls near it: the first view is the
// calculator alone (its first-view JavaScript budget, issue 21).
const ReminderBlock = lazyWithPreload(
  () => import('@/features/reminder/components/reminder-block'),
  (module) => module.ReminderBlock,
);

export function Component() {
  const { config } = useCompany();
  const [reminderRef, nearReminder] = useNearViewport<HTMLDivElement>();
  // One object while the config stays: the calculator's address-bar effect depends on it.
  const plan = useMemo(
    () => ({
      tiers: config.employerMatchTiers,
      nonelectivePercentage: config.employerNonelectivePercentage,
    }),
    [config.employerMatchTiers, config.employerNonelectivePercentage],
  );
  return (
    <>
      <Calculator
        autoIncreasePercentage={config.autoIncreasePercentage ?? 0}
        plan={plan}
        contributionAction={<ContributionButton config={config} />}
      />
      <Container sx={{ pb: { xs: 4, md: 6 } }}>
        <Box ref={reminderRef}>
          {nearReminder && (
            <LazyPart>
              <ReminderBlock config={config} />
            </LazyPart>
          )}
        </Box>
      </Container>
    </>
  );
}
