import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDollars } from '../format';
import type { GoalWithIncrease } from '../types';

export type Dollars = 'future' | 'today';

interface CalculatorResultsProps {
  result: GoalWithIncrease;
  /** Turns a future amount at the retirement age into what is shown (future or today's dollars). */
  show: (futureAmount: number) => number;
  dollarsLabel: string;
  autoIncrease: number;
  autoIncreaseCap: number | undefined;
  isUpdating: boolean;
  contributionAction: ReactNode;
  dollars: Dollars;
  onDollarsChange: (dollars: Dollars) => void;
  /** Today's dollars need the service's inflation rate. */
  canShowToday: boolean;
}

function readinessMessage(percent: number) {
  if (percent >= 100) return 'You’re on track to reach your goal.';
  if (percent >= 75) return `You’re ${percent}% of the way to your goal: getting close.`;
  return `You’re ${percent}% of the way to your goal: there’s room to grow.`;
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

/** Balance against the goal, the annual need, and what one more percent of pay would do. */
export function CalculatorResults({
  result,
  show,
  dollarsLabel,
  autoIncrease,
  autoIncreaseCap,
  isUpdating,
  contributionAction,
  dollars,
  onDollarsChange,
  canShowToday,
}: CalculatorResultsProps) {
  const { projection, contributionPercentageIncrease } = result;
  const increased = result.projectionWithContributionPercentageIncrease;
  const percent = Math.round((projection.retirementBalance / projection.goal) * 100);
  const gain = increased.retirementBalance - projection.retirementBalance;
  const age = projection.retirementAge;

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
          Your projection at age {age}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={dollars}
          aria-label="Show amounts in"
          disabled={!canShowToday}
          onChange={(_event, next: Dollars | null) => {
            if (next) onDollarsChange(next);
          }}
        >
          <ToggleButton value="future">Future dollars</ToggleButton>
          <ToggleButton value="today">Today’s dollars</ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Box>
        <Typography variant="body2" color="text.secondary">
          Projected balance at {age} ({dollarsLabel})
        </Typography>
        <Typography
          data-testid="projected-balance"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2.25rem', sm: '2.75rem' },
            lineHeight: 1.1,
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatDollars(show(projection.retirementBalance))}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Goal: <strong data-testid="goal">{formatDollars(show(projection.goal))}</strong>
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(percent, 100)}
            aria-label="Readiness"
            aria-valuetext={`${percent}% of your goal`}
            color={percent >= 100 ? 'success' : 'primary'}
            sx={{ flex: 1, height: 12, borderRadius: 6 }}
          />
          <Typography data-testid="readiness" sx={{ fontWeight: 700, minWidth: '4ch' }}>
            {percent}%
          </Typography>
        </Box>
        <Typography role="status" sx={{ mt: 1 }}>
          {readinessMessage(percent)}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Figure
          label="Annual need at retirement"
          value={formatDollars(show(projection.annualNeedAtRetirement))}
          testId="annual-need"
        />
        <Figure
          label="Your contribution today"
          value={`${projection.contributionPercentage}% of pay`}
          testId="current-rate"
        />
      </Box>

      <Box
        sx={{
          borderRadius: 2,
          p: { xs: 2, sm: 2.5 },
          bgcolor: 'action.hover',
          display: 'grid',
          gap: 1.5,
        }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          What {contributionPercentageIncrease}% more of your pay would do
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Contributing {increased.contributionPercentage}% instead of{' '}
          {projection.contributionPercentage}%
          {autoIncrease > 0 && autoIncreaseCap !== undefined
            ? `, then ${autoIncrease}% more each year up to ${autoIncreaseCap}% with your plan’s automatic increase`
            : ''}
          .
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <Figure
            label={`Projected balance at ${age}`}
            value={formatDollars(show(increased.retirementBalance))}
            testId="increased-balance"
          />
          <Figure
            label="How much more"
            value={`+${formatDollars(show(gain))}`}
            testId="increase-gain"
          />
        </Box>
        {contributionAction}
      </Box>
    </Paper>
  );
}
