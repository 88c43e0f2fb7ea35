import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDollars } from '../format';
import type { BalanceRow } from '../types';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Balance by age at both rates. Loaded on demand (it carries the chart library); the table
 * beside it gives screen readers the same figures in rows.
 */
export function BalanceChart({
  rows,
  currentLabel,
  increasedLabel,
}: {
  rows: BalanceRow[];
  currentLabel: string;
  increasedLabel: string;
}) {
  const theme = useTheme();
  return (
    <figure
      aria-label="Chart of projected balance by age"
      data-testid="balance-chart"
      style={{ margin: 0 }}
    >
      <LineChart
        height={320}
        skipAnimation
        margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
        xAxis={[
          {
            data: rows.map((row) => row.age),
            scaleType: 'point',
            label: 'Age',
            tickInterval: (age: number) => age % 5 === 0,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 64 }]}
        series={[
          {
            data: rows.map((row) => row.current),
            label: currentLabel,
            color: theme.palette.primary.main,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : formatDollars(value)),
          },
          {
            data: rows.map((row) => row.increased),
            label: increasedLabel,
            color: theme.palette.secondary.dark,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : formatDollars(value)),
          },
        ]}
      />
    </figure>
  );
}
