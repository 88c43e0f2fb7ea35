import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { memo, type ReactNode } from 'react';
import { formatDollars } from '../format';
import { LIMITS_2026 } from '../model/limits-2026';
import { SIMULATION } from '../model/monte-carlo';
import { DEFAULT_ASSUMPTIONS, autoIncreaseApplies, readinessBand } from '../model/retirement-model';
import type { Simulation } from '../model/monte-carlo';
import type { ChanceResults } from '../simulation/chance-protocol';
import type { ChanceState } from '../simulation/use-chance-of-success';
import type { GoalProjection, GoalWithIncrease } from '../types';

export type Dollars = 'future' | 'today';

const BAND_WORDS = {
  'on-track': 'on track',
  close: 'close',
  behind: 'behind',
} as const;

/** A chance in words, never by colour alone. */
export function chanceWords(chance: number): string {
  if (chance >= 0.9) return 'very likely';
  if (chance >= 0.75) return 'likely';
  if (chance >= 0.5) return 'uncertain';
  return 'unlikely';
}

const percentOf = (chance: number) => `${String(Math.round(chance * 100))}%`;

function ChanceOfSuccess({ state }: { state: ChanceState }) {
  const { planToAge, annualReturn } = DEFAULT_ASSUMPTIONS;
  const label = `Chance your savings last to age ${String(planToAge)}`;
  if (state.status === 'unavailable') {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="chance-unavailable">
        {label}: not available right now. The estimate above does not depend on it.
      </Typography>
    );
  }
  const results =
    state.status === 'done'
      ? state.results
      : state.status === 'running'
        ? state.previous
        : undefined;
  const chance = results?.today.chance;
  return (
    <Box aria-busy={state.status !== 'done'} data-testid="chance">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {chance === undefined ? (
        <Skeleton width={160} height={36} aria-hidden="true" />
      ) : (
        <>
          <Typography sx={{ fontWeight: 700, fontSize: '1.375rem' }}>
            <span data-testid="chance-percent">{percentOf(chance)}</span>{' '}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              ({chanceWords(chance)})
            </Typography>
          </Typography>
          <Typography variant="body2">
            In {Math.round(chance * 100)} of every 100 simulated markets, your savings pay what
            Social Security leaves of your monthly need until age {planToAge}. The simulation
            assumes a median return of {Math.round(annualReturn * 100)}% a year, with yearly ups and
            downs of about {Math.round(SIMULATION.volatility * 100)}%.
          </Typography>
        </>
      )}
    </Box>
  );
}

interface CalculatorResultsProps {
  result: GoalWithIncrease;
  autoIncrease: number;
  claimingAge: number;
  chance: ChanceState;
  isUpdating: boolean;
  contributionAction: ReactNode;
  dollars: Dollars;
  onDollarsChange: (dollars: Dollars) => void;
}

/** One projection's figures in the chosen dollars: monthly amounts and balances. */
function figures(projection: GoalProjection, dollars: Dollars) {
  const { monthly, deflator, goal } = projection.retirementIncome;
  const scale = dollars === 'today' ? 1 : deflator;
  return {
    income: monthly.income * scale,
    savingsIncome: monthly.savingsIncome * scale,
    socialSecurity: monthly.socialSecurity * scale,
    need: monthly.need * scale,
    balance:
      dollars === 'today' ? projection.retirementBalance / deflator : projection.retirementBalance,
    goal: goal * scale,
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 700, fontSize: '1.375rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatDollars(Math.abs(amount))}`;

function WhatIf({
  title,
  description,
  testId,
  base,
  changed,
  unit,
  chance,
}: {
  title: string;
  description: string;
  testId: string;
  base: ReturnType<typeof figures>;
  changed: ReturnType<typeof figures>;
  unit: string;
  chance: Simulation | undefined;
}) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Typography>
        <strong data-testid={`${testId}-income`}>{signed(changed.income - base.income)}</strong> a
        month in retirement and{' '}
        <strong data-testid={`${testId}-balance`}>{signed(changed.balance - base.balance)}</strong>{' '}
        at retirement ({unit}).
      </Typography>
      {chance && (
        <Typography variant="body2" data-testid={`${testId}-chance`}>
          Chance your savings last to age {DEFAULT_ASSUMPTIONS.planToAge}:{' '}
          {percentOf(chance.chance)} ({chanceWords(chance.chance)})
        </Typography>
      )}
    </Box>
  );
}

/**
 * The answer to "what monthly income will I have?": income against need, readiness in words,
 * the balance and the goal, then the one change that would help, each figure saying which
 * dollars it is in.
 */
export const CalculatorResults = memo(function CalculatorResults({
  result,
  autoIncrease,
  claimingAge,
  chance,
  isUpdating,
  contributionAction,
  dollars,
  onDollarsChange,
}: CalculatorResultsProps) {
  const { projection, planFacts } = result;
  const now = figures(projection, dollars);
  const plusOne = figures(result.projectionWithContributionPercentageIncreaseOnly, dollars);
  const rate = projection.contributionPercentage;
  const withAuto = autoIncreaseApplies(rate, autoIncrease)
    ? figures(result.projectionWithContributionPercentageIncrease, dollars)
    : undefined;
  const age = projection.retirementAge;
  const { readiness } = projection.retirementIncome;
  const band = readinessBand(readiness);
  const simulated: ChanceResults | undefined =
    chance.status === 'done'
      ? chance.results
      : chance.status === 'running'
        ? chance.previous
        : undefined;
  const percent = Math.round(readiness * 100);
  const unit = dollars === 'today' ? 'today’s dollars' : 'future dollars';
  const cap = LIMITS_2026.autoIncreaseCap;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-results-title"
      aria-busy={isUpdating}
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography id="calculator-results-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Your retirement at {age}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={dollars}
          aria-label="Show amounts in"
          onChange={(_event, next: Dollars | null) => {
            if (next) onDollarsChange(next);
          }}
        >
          <ToggleButton value="today">Today’s dollars</ToggleButton>
          <ToggleButton value="future">Future dollars</ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Box>
        <Typography variant="body2" color="text.secondary">
          Estimated monthly income ({unit})
        </Typography>
        <Typography
          data-testid="monthly-income"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2.25rem', sm: '2.75rem' },
            lineHeight: 1.1,
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatDollars(now.income)}
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 600, ml: 1 }}>
            a month
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <span data-testid="savings-income">{formatDollars(now.savingsIncome)}</span> from your
          savings, drawn evenly to age {DEFAULT_ASSUMPTIONS.planToAge}, plus{' '}
          <span data-testid="social-security">{formatDollars(now.socialSecurity)}</span> from Social
          Security starting at {claimingAge}.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          Monthly need: <strong data-testid="monthly-need">{formatDollars(now.need)}</strong>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({Math.round(DEFAULT_ASSUMPTIONS.incomeReplacement * 100)}% of your pay when you retire,{' '}
            {unit})
          </Typography>
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(percent, 100)}
            aria-label="Readiness"
            aria-valuetext={`${percent}% of your monthly need: ${BAND_WORDS[band]}`}
            color={band === 'on-track' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 12, borderRadius: 6 }}
          />
          <Typography data-testid="readiness" sx={{ fontWeight: 700, minWidth: '4ch' }}>
            {percent}%
          </Typography>
        </Box>
        <Typography data-testid="readiness-band" sx={{ mt: 1, fontWeight: 600 }}>
          {band === 'on-track'
            ? 'On track: your estimated income covers your monthly need.'
            : band === 'close'
              ? `Close: your estimated income covers ${percent}% of your monthly need.`
              : `Behind: your estimated income covers ${percent}% of your monthly need.`}
        </Typography>
      </Box>

      <ChanceOfSuccess state={chance} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Figure
          label={`Projected balance at ${age} (${unit})`}
          value={formatDollars(now.balance)}
          testId="projected-balance"
        />
        <Figure
          label={`Savings goal at ${age} (${unit})`}
          value={formatDollars(now.goal)}
          testId="goal"
        />
      </Box>

      {planFacts.employerMatchLeftPerYear >= 1 && (
        <Alert severity="warning" data-testid="match-left">
          You’re leaving {formatDollars(planFacts.employerMatchLeftPerYear)} a year of employer
          match. Contribute {planFacts.fullMatchContributionPercentage}% of your pay to get all of
          it.
        </Alert>
      )}

      <Box
        sx={{
          borderRadius: 2,
          p: { xs: 2, sm: 2.5 },
          bgcolor: 'action.hover',
          display: 'grid',
          gap: 2,
        }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          What one change would do
        </Typography>
        <WhatIf
          title="+1% now"
          description={`Save ${rate + 1}% of your pay instead of ${rate}%, from now on. That costs about ${formatDollars(planFacts.onePercentPerPaycheck)} per biweekly paycheck, before taxes.`}
          testId="plus-one"
          base={now}
          changed={plusOne}
          unit={unit}
          chance={simulated?.plusOne}
        />
        {withAuto && (
          <WhatIf
            title={`+1% now, then +${autoIncrease}% a year up to ${cap}%`}
            description={`Save ${rate + 1}% now, and let your plan’s automatic increase add ${autoIncrease}% of pay each year until you save ${cap}%.`}
            testId="plus-one-auto"
            base={now}
            changed={withAuto}
            unit={unit}
            chance={simulated?.plusOneThenAuto}
          />
        )}
        {contributionAction}
      </Box>

      <Box role="status" sx={visuallyHidden}>
        {`Estimated monthly income ${formatDollars(now.income)} in ${unit}, ${percent}% of your monthly need: ${BAND_WORDS[band]}.`}
      </Box>
    </Paper>
  );
});
