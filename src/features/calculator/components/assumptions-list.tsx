import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDollars } from '../format';
import type { CalculatorConstants } from '../types';

/** What the projection assumes, in plain words, from the service's own constants. */
function assumptionLines(constants: CalculatorConstants, autoIncrease: number): string[] {
  const a = constants.assumptions;
  const fundedShare = a.incomeReplacementPercentage - a.socialSecurityReplacementPercentage;
  return [
    `Your savings earn ${a.annualReturnPercentage}% a year until you retire.`,
    `Your pay rises ${a.salaryGrowthPercentage}% a year.`,
    `Prices rise ${a.inflationPercentage}% a year. Today’s dollars take that out, so you can compare with what money buys now.`,
    `In retirement you need ${a.incomeReplacementPercentage}% of your final salary each year (your annual need). Social Security covers about ${a.socialSecurityReplacementPercentage}% of that salary.`,
    `Your goal is the balance that pays the other ${fundedShare}% when you withdraw ${a.withdrawalRatePercentage}% of it a year.`,
    `What you contribute is capped at the ${constants.limitsYear} IRS limit: ${formatDollars(constants.maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits)} a year, ${formatDollars(constants.maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits)} from age ${constants.minAgeForAdditionalContributionLimits}, and ${formatDollars(constants.maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange)} at ages ${constants.minAgeForEnhancedAdditionalContributionLimits} to ${constants.maxAgeForEnhancedAdditionalContributionLimits}.`,
    `Your employer matches what you actually contribute, up to the match limit. Everything added in one year, yours and your employer’s, is capped at ${formatDollars(constants.maxTotalAnnualAdditions)}.`,
    autoIncrease > 0
      ? `The “1% more” projection adds one point to your rate, then your plan’s automatic increase adds ${autoIncrease}% a year until it reaches ${a.autoIncreaseCapPercentage}%. A rate already above ${a.autoIncreaseCapPercentage}% is never lowered.`
      : 'The “1% more” projection adds one point to your rate and keeps it there.',
    `Limits stay at their ${constants.limitsYear} amounts. These are estimates to guide you, not a promise of future results.`,
  ];
}

export function AssumptionsList({
  constants,
  autoIncrease,
  error,
}: {
  constants: CalculatorConstants | undefined;
  autoIncrease: number;
  /** Shown in place of the list when the constants call failed. */
  error: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-assumptions-title"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id="calculator-assumptions-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        How we work it out
      </Typography>
      {error ??
        (constants ? (
          <Box component="ul" sx={{ pl: 2.5, mb: 0, display: 'grid', gap: 1 }}>
            {assumptionLines(constants, autoIncrease).map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Box aria-hidden="true" sx={{ mt: 2 }}>
            <Skeleton width="80%" />
            <Skeleton width="70%" />
            <Skeleton width="75%" />
          </Box>
        ))}
    </Paper>
  );
}
