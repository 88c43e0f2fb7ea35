import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDollars } from '../format';
import type { BalanceRow } from '../types';

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A label every 1, 2, 5 or 10 years, so any span shows at least 3 readable ages. */
export function ageTickStep(span: number): number {
  return [1, 2, 5, 10].find((step) => span / step <= 8) ?? 10;
}

/**
 * Balance by age for both plans in today's dollars, from $0, with the goal as a dashed line.
 * Its tooltip sits above the plot, over the title and legend, so it never covers a control.
 */
export function BalanceChart({
  rows,
  goal,
  currentLabel,
  increasedLabel,
}: {
  rows: BalanceRow[];
  goal: number;
  currentLabel: string;
  increasedLabel: string;
}) {
  const theme = useTheme();
  const ages = rows.map((row) => row.age);
  const first = ages[0] ?? 0;
  const span = (ages.at(-1) ?? first) - first;
  const step = ageTickStep(span);
  const top = Math.max(goal, ...rows.map((row) => Math.max(row.current, row.increased)));
  return (
    <figure
      aria-label="Chart of projected balance by age, in today’s dollars"
      data-testid="balance-chart"
      style={{ margin: 0 }}
    >
      <LineChart
        height={300}
        skipAnimation
        margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
        xAxis={[
          {
            data: ages,
            scaleType: 'point',
            label: 'Age',
            tickInterval: (age: number) => (age - first) % step === 0,
          },
        ]}
        yAxis={[
          {
            min: 0,
            max: top * 1.08,
            tickNumber: 4,
            valueFormatter: (value: number) => compact.format(value),
            width: 60,
          },
        ]}
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
        slotProps={{ tooltip: { trigger: 'axis', anchor: 'chart', position: 'top' } }}
      >
        <ChartsReferenceLine
          y={goal}
          label="Goal"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4', stroke: theme.palette.text.primary }}
          labelStyle={{ fontSize: 12, fill: theme.palette.text.primary }}
        />
      </LineChart>
    </figure>
  );
}
