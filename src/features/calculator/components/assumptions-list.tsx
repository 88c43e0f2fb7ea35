import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { formatDollars } from '../format';
import type { CalculatorConstants } from '../types';

/** What the projection assumes, in plain words, from the service's own constants. */
function assumptionLines(constants: CalculatorConstants, autoIncrease: number): string[] {
  const a = constants.assumptions;
  const ss = constants.socialSecurity;
  return [
    `Your savings earn ${a.annualReturnPercentage}% a year, every year. Real markets go up and down, so treat this as a middle case.`,
    `Your pay rises ${a.salaryGrowthPercentage}% a year.`,
    `Prices rise ${a.inflationPercentage}% a year. Today’s dollars take that out, so you can compare with what money buys now; future dollars are what your account statement would show.`,
    `In retirement you need ${a.incomeReplacementPercentage}% of your pay in your last working year, every month, to age ${a.planToAge}.`,
    `Your savings pay you the same amount in today’s dollars each month from retirement to age ${a.planToAge}, still earning ${a.annualReturnPercentage}% while you draw on them.`,
    `Social Security is estimated with the SSA’s formula from your pay today, as if you had earned it every year from age ${a.careerStartAge} (up to 35 years, pay counted up to ${formatDollars(ss.taxableMaximum)}). Starting before ${ss.fullRetirementAge} lowers it for life; waiting up to ${ss.latestClaimingAge} raises it. Your own statement’s figure, when you enter it, replaces the estimate.`,
    `Your savings goal is what you need at retirement to pay, to age ${a.planToAge}, the part of your monthly need Social Security does not cover.`,
    `What you contribute is capped at the ${constants.limitsYear} IRS limit: ${formatDollars(constants.maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits)} a year, ${formatDollars(constants.maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits)} from age ${constants.minAgeForAdditionalContributionLimits}, and ${formatDollars(constants.maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange)} at ages ${constants.minAgeForEnhancedAdditionalContributionLimits} to ${constants.maxAgeForEnhancedAdditionalContributionLimits}.`,
    `Your employer’s match follows its tiers on what you actually contribute, on pay up to ${formatDollars(constants.compensationLimit)}. Everything added in one year, yours and your employer’s, is capped at ${formatDollars(constants.maxTotalAnnualAdditions)}, catch-up contributions aside.`,
    autoIncrease > 0
      ? `“+1% now, then +${autoIncrease}% a year up to ${a.autoIncreaseCapPercentage}%” adds one point to your rate now, then your plan’s automatic increase adds ${autoIncrease}% a year until it reaches ${a.autoIncreaseCapPercentage}%. A rate already at ${a.autoIncreaseCapPercentage - 1}% or more gets only the first point.`
      : '“+1% now” adds one point to your rate and keeps it there.',
    `Limits stay at their ${constants.limitsYear} amounts and taxes are not taken out. These are estimates to guide you, not a promise of future results.`,
  ];
}

export const AssumptionsList = memo(function AssumptionsList({
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
});
