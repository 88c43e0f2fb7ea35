import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, memo } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useDollars } from '../format';
import type { BalanceBand } from '../model/monte-carlo';
import type { BalanceRow } from '../types';
import { FormattedMessage, useIntl } from 'react-intl';

// The chart library is the heaviest part of the page: it loads after the first view.
const BalanceChart = lazyWithPreload(
  () => import('./balance-chart'),
  (module) => module.BalanceChart,
);

/**
 * Balance by age for today's plan and +1% now, against the goal: a chart and a table. Memoised,
 * so a new answer renders its figures without waiting for the chart to redraw.
 */
export const BalanceSection = memo(function BalanceSection({
  rows,
  band,
  goal,
  currentLabel,
  increasedLabel,
}: {
  rows: BalanceRow[];
  /** The simulated 10th to 90th percentiles for today's plan, once the simulation has run. */
  band?: BalanceBand[];
  /** Savings needed at retirement, today's dollars. */
  goal: number;
  currentLabel: string;
  increasedLabel: string;
}) {
  const intl = useIntl();
  const money = useDollars();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-chart-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="calculator-chart-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="calculator.chart.heading" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <FormattedMessage
          id={band ? 'calculator.chart.noteWithBand' : 'calculator.chart.note'}
          values={{ goal: money(goal) }}
        />
      </Typography>
      {rows.length > 1 ? (
        <Box sx={{ mt: 1 }}>
          <Suspense
            fallback={
              <Box sx={{ height: 300, display: 'grid', placeItems: 'center' }}>
                <CircularProgress
                  aria-label={intl.formatMessage({ id: 'calculator.chart.loading' })}
                />
              </Box>
            }
          >
            <BalanceChart
              rows={rows}
              band={band}
              goal={goal}
              currentLabel={currentLabel}
              increasedLabel={increasedLabel}
            />
          </Suspense>
        </Box>
      ) : (
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage id="calculator.chart.noYears" />
        </Typography>
      )}
      <Box sx={visuallyHidden}>
        <table>
          <caption>
            <FormattedMessage id="calculator.chart.caption" values={{ goal: money(goal) }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="calculator.chart.age" />
              </th>
              <th scope="col">{currentLabel}</th>
              <th scope="col">{increasedLabel}</th>
              {band && (
                <>
                  <th scope="col">
                    <FormattedMessage id="calculator.chart.p10" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="calculator.chart.p90" />
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.age}>
                <th scope="row">{row.age}</th>
                <td>{money(row.current)}</td>
                <td>{money(row.increased)}</td>
                {band && (
                  <>
                    <td>{money(band[index]?.p10 ?? 0)}</td>
                    <td>{money(band[index]?.p90 ?? 0)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
});
