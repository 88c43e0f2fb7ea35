import { useTheme, type Palette } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import type { BalanceBand } from '../model/monte-carlo';
import { useDollars } from '../format';
import type { BalanceRow } from '../types';
import { useIntl } from 'react-intl';
import { FORCED_COLORS_QUERY } from '@/config/constants';
import { AA_GRAPHICS_CONTRAST, readableOn } from '@/lib/colour-contrast';

/** A label every 1, 2, 5 or 10 years, so any span shows at least 3 readable ages. */
export function ageTickStep(span: number): number {
  return [1, 2, 5, 10].find((step) => span / step <= 8) ?? 10;
}

/**
 * The lines' colours: the primary (the theme already keeps it readable on the page) for the plan
 * as it is, the secondary's darker shade for the increased one. That shade is a button's hover
 * fill, kept light under black text: a yellow sponsor's read at 2.9:1 on white, below the 3:1 a
 * line that carries meaning needs (WCAG 1.4.11). It darkens until it reads on the page's grey,
 * which is darker than the card's white.
 */
export function chartColours(palette: Palette) {
  return {
    current: palette.primary.main,
    increased: readableOn(palette.secondary.dark, palette.background.default, AA_GRAPHICS_CONTRAST),
    ink: palette.text.primary,
  };
}

/** The 10th to 90th percentile band as one shaded shape, drawn on the chart's own scales. */
function PercentileBand({ band, color }: { band: BalanceBand[]; color: string }) {
  const x = useXScale<'point'>();
  const y = useYScale<'linear'>();
  const point = (age: number, value: number) => `${String(x(age) ?? 0)},${String(y(value))}`;
  const upper = band.map((row) => point(row.age, row.p90));
  const lower = [...band].reverse().map((row) => point(row.age, row.p10));
  return (
    <path
      d={`M${[...upper, ...lower].join('L')}Z`}
      fill={color}
      fillOpacity={0.14}
      stroke="none"
      data-testid="percentile-band"
    />
  );
}

/**
 * Balance by age for both plans in today's dollars, from $0, with the goal as a dashed line.
 * Its tooltip sits above the plot, over the title and legend, so it never covers a control.
 */
export function BalanceChart({
  rows,
  band,
  goal,
  currentLabel,
  increasedLabel,
}: {
  rows: BalanceRow[];
  band?: BalanceBand[];
  goal: number;
  currentLabel: string;
  increasedLabel: string;
}) {
  const theme = useTheme();
  // The system does not recolour SVG: in forced colours the brand greens and the ink of the axes
  // sat on the system's background, near invisible on a black one. Its own colours are kept.
  const forced = useMediaQuery(FORCED_COLORS_QUERY, { noSsr: true });
  const colours = forced
    ? { current: 'CanvasText', increased: 'Highlight', ink: 'CanvasText' }
    : chartColours(theme.palette);
  const intl = useIntl();
  const dollars = useDollars();
  const money = (value: number | null) => (value === null ? '' : dollars(value));
  const ages = rows.map((row) => row.age);
  const first = ages[0] ?? 0;
  const span = (ages.at(-1) ?? first) - first;
  const step = ageTickStep(span);
  const top = Math.max(
    goal,
    ...rows.map((row) => Math.max(row.current, row.increased)),
    ...(band ?? []).map((row) => row.p90),
  );
  return (
    <figure
      aria-label={intl.formatMessage({ id: 'calculator.chart.figure' })}
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
            label: intl.formatMessage({ id: 'calculator.chart.age' }),
            tickInterval: (age: number) => (age - first) % step === 0,
          },
        ]}
        yAxis={[
          {
            min: 0,
            max: top * 1.08,
            tickNumber: 4,
            // "$1.2M" in English, "$1.2 M" in es-US: the page's own short form.
            valueFormatter: (value: number) =>
              intl.formatNumber(value, {
                style: 'currency',
                currency: 'USD',
                notation: 'compact',
                maximumFractionDigits: 1,
              }),
            width: 60,
          },
        ]}
        series={[
          {
            id: 'current',
            data: rows.map((row) => row.current),
            label: currentLabel,
            color: colours.current,
            showMark: false,
            valueFormatter: money,
          },
          {
            id: 'increased',
            data: rows.map((row) => row.increased),
            label: increasedLabel,
            color: colours.increased,
            // Colour alone told the two lines apart, which fails colour-blind readers and a
            // printout in grey (WCAG 1.4.1): this one also carries a diamond at each labelled
            // age, and its legend entry shows the same diamond.
            shape: 'diamond',
            showMark: ({ index }) => ((ages[index] ?? first) - first) % step === 0,
            valueFormatter: money,
          },
        ]}
        localeText={{ noData: intl.formatMessage({ id: 'calculator.chart.noData' }) }}
        slotProps={{ tooltip: { trigger: 'axis', anchor: 'chart', position: 'top' } }}
        // Doubled: the axes' own tick rules are more specific than one class.
        sx={forced ? { '&& text': { fill: colours.ink }, '&& line': { stroke: colours.ink } } : {}}
      >
        {band && <PercentileBand band={band} color={forced ? 'Highlight' : colours.current} />}
        <ChartsReferenceLine
          y={goal}
          label={intl.formatMessage({ id: 'calculator.chart.goal' })}
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4', stroke: colours.ink }}
          labelStyle={{ fontSize: 12, fill: colours.ink }}
        />
      </LineChart>
    </figure>
  );
}
