import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { memo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useDollars } from '../format';
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
  const money = useDollars();
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
        <FormattedMessage id="calculator.guidance.heading" />
      </Typography>
      {values && gapYears > 0 && (
        // Not an alert (MUI's default role): it changes with the age sliders, whose answer the
        // page's status region announces; an assertive one at every step would cut it off.
        <Alert severity="warning" role="none" data-testid="social-security-gap">
          <FormattedMessage
            id="calculator.guidance.gap"
            values={{
              claimingAge: values.claimingAge,
              years: gapYears,
              retirementAge: values.retirementAge,
            }}
          />
        </Alert>
      )}
      <Box component="ul" sx={{ pl: 2.5, my: 0, display: 'grid', gap: 1 }}>
        <li>
          <Typography variant="body2">
            <FormattedMessage
              id="calculator.guidance.catchUp"
              values={{
                age: constants.minAgeForAdditionalContributionLimits,
                catchUp: money(catchUp),
                limit: money(limit),
                year: String(constants.limitsYear),
              }}
            />
          </Typography>
        </li>
        <li>
          <Typography variant="body2">
            <FormattedMessage
              id="calculator.guidance.enhanced"
              values={{
                from: constants.minAgeForEnhancedAdditionalContributionLimits,
                to: constants.maxAgeForEnhancedAdditionalContributionLimits,
                amount: money(enhanced),
                year: String(constants.limitsYear),
              }}
            />
          </Typography>
        </li>
        <li>
          <Typography variant="body2">
            <FormattedMessage
              id="calculator.guidance.roth"
              values={{
                year: String(constants.limitsYear),
                threshold: money(constants.rothCatchUpWagesThreshold),
              }}
            />
          </Typography>
        </li>
      </Box>
    </Paper>
  );
});
