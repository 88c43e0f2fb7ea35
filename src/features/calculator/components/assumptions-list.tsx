import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '@/lib/i18n/message-ids';
import { useDollars } from '../format';
import type { CalculatorConstants } from '../types';

/** What the projection assumes, in plain words, from the service's own constants. */
function assumptionLines(
  constants: CalculatorConstants,
  autoIncrease: number,
  intl: IntlShape,
  money: (value: number) => string,
): string[] {
  const a = constants.assumptions;
  const ss = constants.socialSecurity;
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // Years are passed as text: as numbers, ICU would group them ("2,026").
  const year = String(constants.limitsYear);
  return [
    t('calculator.assumptions.return', { rate: a.annualReturnPercentage }),
    t('calculator.assumptions.salary', { rate: a.salaryGrowthPercentage }),
    t('calculator.assumptions.inflation', { rate: a.inflationPercentage }),
    t('calculator.assumptions.need', { percent: a.incomeReplacementPercentage, age: a.planToAge }),
    t('calculator.assumptions.drawdown', { age: a.planToAge, rate: a.annualReturnPercentage }),
    t('calculator.assumptions.socialSecurity', {
      startAge: a.careerStartAge,
      maximum: money(ss.taxableMaximum),
      fullAge: ss.fullRetirementAge,
      latestAge: ss.latestClaimingAge,
    }),
    t('calculator.assumptions.goal', { age: a.planToAge }),
    t('calculator.assumptions.limits', {
      year,
      limit: money(
        constants.maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits,
      ),
      catchUp: money(
        constants.maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits,
      ),
      catchUpAge: constants.minAgeForAdditionalContributionLimits,
      enhanced: money(
        constants.maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange,
      ),
      enhancedFrom: constants.minAgeForEnhancedAdditionalContributionLimits,
      enhancedTo: constants.maxAgeForEnhancedAdditionalContributionLimits,
    }),
    t('calculator.assumptions.match', {
      compensation: money(constants.compensationLimit),
      total: money(constants.maxTotalAnnualAdditions),
    }),
    autoIncrease > 0
      ? t('calculator.assumptions.auto', {
          auto: autoIncrease,
          cap: a.autoIncreaseCapPercentage,
          below: a.autoIncreaseCapPercentage - 1,
        })
      : t('calculator.assumptions.plusOne'),
    t('calculator.assumptions.estimates', { year }),
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
  const intl = useIntl();
  const money = useDollars();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-assumptions-title"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Typography id="calculator-assumptions-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="calculator.assumptions.heading" />
      </Typography>
      {error ??
        (constants ? (
          <Box component="ul" sx={{ pl: 2.5, mb: 0, display: 'grid', gap: 1 }}>
            {assumptionLines(constants, autoIncrease, intl, money).map((line) => (
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
