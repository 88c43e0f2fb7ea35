import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useState } from 'react';
import { formatDollars } from '../format';
import type { BalanceRow } from '../types';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The chart library is the heaviest part of the page: it loads only when asked for.
const BalanceChart = lazyWithPreload(
  () => import('./balance-chart'),
  (module) => module.BalanceChart,
);

/** Balance by age for both rates: a chart on request, and always a table for screen readers. */
export function BalanceSection({
  rows,
  currentLabel,
  increasedLabel,
  dollarsLabel,
}: {
  rows: BalanceRow[];
  currentLabel: string;
  increasedLabel: string;
  dollarsLabel: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calculator-chart-title"
      sx={{ p: { xs: 2.5, sm: 3 }, position: 'relative' }}
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
        <Typography id="calculator-chart-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Your balance by age
        </Typography>
        <Button
          variant="outlined"
          aria-expanded={shown}
          aria-controls="calculator-chart"
          onClick={() => {
            setShown((value) => !value);
          }}
        >
          {shown ? 'Hide chart' : 'Show chart'}
        </Button>
      </Box>
      <Box id="calculator-chart" sx={{ mt: shown ? 2 : 0 }}>
        {shown && (
          <Suspense
            fallback={
              <Box sx={{ height: 320, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="Loading the chart" />
              </Box>
            }
          >
            <BalanceChart rows={rows} currentLabel={currentLabel} increasedLabel={increasedLabel} />
          </Suspense>
        )}
      </Box>
      <Box sx={visuallyHidden}>
        <table>
          <caption>Projected balance by age, {dollarsLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Age</th>
              <th scope="col">{currentLabel}</th>
              <th scope="col">{increasedLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.age}>
                <th scope="row">{row.age}</th>
                <td>{formatDollars(row.current)}</td>
                <td>{formatDollars(row.increased)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
