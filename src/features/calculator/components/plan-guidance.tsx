import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { memo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDollars } from '../format';
import type { CalculatorConstants } from '../types';
import type { CompleteCalculatorValues } from '../validation';

/**
 * The rules that change what a participant can save, in plain words, and the gap when Social
 * Security starts after the paycheck stops. The amounts are the service's constants.
 */
export const PlanGuidance = memo(function PlanGuidance({
  constants,
  values,
}: {
  constants: CalculatorConstants | undefined;
  values: CompleteCalculatorValues | null;
}) {
  if (!constants) return null;
  const limit =
    constants.maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits;
  const catchUp =
    constants.maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits - limit;
  const enhanced =
    constants.maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange - limit;
  const gapYears = values ? values.claimingAge - values.retirementAge : 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-guidance-title"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="calculator-guidance-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Good to know
      </Typography>
      {values && gapYears > 0 && (
        <Alert severity="warning" data-testid="social-security-gap">
          Your Social Security starts at {values.claimingAge}, {gapYears}{' '}
          {gapYears === 1 ? 'year' : 'years'} after you retire at {values.retirementAge}. This
          estimate does not cover the years between: plan how you will pay for them.
        </Alert>
      )}
      <Box component="ul" sx={{ pl: 2.5, my: 0, display: 'grid', gap: 1 }}>
        <li>
          <Typography variant="body2">
            From age {constants.minAgeForAdditionalContributionLimits} you can save{' '}
            {formatDollars(catchUp)} a year more than the {formatDollars(limit)} limit. This extra
            is called a catch-up contribution.
          </Typography>
        </li>
        <li>
          <Typography variant="body2">
            At ages {constants.minAgeForEnhancedAdditionalContributionLimits} to{' '}
            {constants.maxAgeForEnhancedAdditionalContributionLimits} the catch-up is higher:{' '}
            {formatDollars(enhanced)} a year.
          </Typography>
        </li>
        <li>
          <Typography variant="body2">
            From {constants.limitsYear}, if you earned more than{' '}
            {formatDollars(constants.rothCatchUpWagesThreshold)} from this employer last year, your
            catch-up contributions must go in as Roth (after-tax) money.
          </Typography>
        </li>
      </Box>
    </Paper>
  );
});
