import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { useContentAudience } from '@/app/hooks';
import { GLIDE_PATH, RETIREMENT_AGE, suggestedFundYear } from '../glide-path';

const sectionSx = { mt: { xs: 5, md: 7 }, maxWidth: 860 } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={sectionSx}>
      <Typography id={id} component="h2" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const W = 440;
const H = 270;
const PAD = { left: 62, right: 14, top: 16, bottom: 46 };
const x = (years: number) => PAD.left + ((40 - years) / 50) * (W - PAD.left - PAD.right);
const y = (stocks: number) => PAD.top + ((100 - stocks) / 100) * (H - PAD.top - PAD.bottom);

function GlidePathChart() {
  const brand = useTheme().palette.primary.main;
  const titleId = useId();
  const descId = useId();
  const line = GLIDE_PATH.map((p) => `${String(x(p.years))},${String(y(p.stocks))}`).join(' ');
  const area = `${String(x(40))},${String(y(0))} ${line} ${String(x(-10))},${String(y(0))}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 }, borderRadius: '16px' }}>
      <Box
        component="svg"
        viewBox={`0 0 ${String(W)} ${String(H)}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        sx={{ width: '100%', maxWidth: 680, height: 'auto', display: 'block' }}
      >
        <title id={titleId}>A typical glide path</title>
        <desc id={descId}>
          The share of stocks falls from 90% forty years before the target date to 48% at the target
          date and 35% ten years after it; the rest is bonds and cash.
        </desc>
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dde3e8" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="13" fill="#4a5a66">
              {tick}%
            </text>
          </g>
        ))}
        <polygon points={area} fill={brand} fillOpacity={0.14} />
        <polyline points={line} fill="none" stroke={brand} strokeWidth={3} strokeLinejoin="round" />
        {GLIDE_PATH.map((p) => (
          <circle key={p.years} cx={x(p.years)} cy={y(p.stocks)} r={4.5} fill={brand} />
        ))}
        <line
          x1={x(0)}
          x2={x(0)}
          y1={PAD.top}
          y2={H - PAD.bottom}
          stroke="#16232e"
          strokeDasharray="4 4"
        />
        <text x={x(0) + 6} y={PAD.top + 12} fontSize="13" fill="#16232e" fontWeight="700">
          Target year
        </text>
        {GLIDE_PATH.map((p) => (
          <text
            key={p.years}
            x={x(p.years)}
            y={H - PAD.bottom + 18}
            textAnchor="middle"
            fontSize="13"
            fill="#4a5a66"
          >
            {p.years > 0 ? `−${String(p.years)}` : p.years === 0 ? '0' : `+${String(-p.years)}`}
          </text>
        ))}
        <text x={(W + PAD.left) / 2} y={H - 6} textAnchor="middle" fontSize="13" fill="#4a5a66">
          Years before (−) and after (+) the target year
        </text>
        <text
          x={14}
          y={(PAD.top + H - PAD.bottom) / 2}
          transform={`rotate(-90 14 ${String((PAD.top + H - PAD.bottom) / 2)})`}
          textAnchor="middle"
          fontSize="13"
          fill="#4a5a66"
        >
          Share in stocks
        </text>
      </Box>
      <Box
        component="details"
        sx={{ mt: 1.5, '& summary': { cursor: 'pointer', fontWeight: 600 } }}
      >
        <summary>Show the numbers</summary>
        <Box
          component="table"
          sx={{
            mt: 1.5,
            borderCollapse: 'collapse',
            '& th, & td': {
              textAlign: 'left',
              py: 0.75,
              pr: 3,
              borderBottom: 1,
              borderColor: 'divider',
            },
          }}
        >
          <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
            Share of stocks on a typical glide path
          </caption>
          <thead>
            <tr>
              <th scope="col">Years to target</th>
              <th scope="col">Stocks</th>
              <th scope="col">Bonds and cash</th>
            </tr>
          </thead>
          <tbody>
            {GLIDE_PATH.map((p) => (
              <tr key={p.years}>
                <td>{p.years >= 0 ? String(p.years) : `${String(-p.years)} after`}</td>
                <td>{p.stocks}%</td>
                <td>{100 - p.stocks}%</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Paper>
  );
}

function FundYearPicker() {
  const [birthYear, setBirthYear] = useState('');
  const thisYear = new Date().getFullYear();
  const year = Number(birthYear);
  const valid = /^\d{4}$/.test(birthYear) && year >= 1940 && year <= thisYear - 16;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '16px', mt: 3 }}>
      <TextField
        label="The year you were born"
        value={birthYear}
        onChange={(event) => {
          setBirthYear(event.target.value.replace(/\D/g, '').slice(0, 4));
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'bday-year' } }}
        helperText="Four digits, for example 1988"
        sx={{ maxWidth: 280 }}
      />
      <Typography aria-live="polite" sx={{ mt: 2, fontWeight: 600, minHeight: '1.6em' }}>
        {valid
          ? `You reach ${String(RETIREMENT_AGE)} in ${String(year + RETIREMENT_AGE)}: look at the ${String(suggestedFundYear(year))} fund.`
          : birthYear.length === 4
            ? `Enter a year between 1940 and ${String(thisYear - 16)}.`
            : ''}
      </Typography>
    </Paper>
  );
}

const FEES = [
  { ratio: '0.10%', yearly: '$50', over25: '$5,000' },
  { ratio: '0.50%', yearly: '$250', over25: '$23,900' },
  { ratio: '0.90%', yearly: '$450', over25: '$41,200' },
];

/** The target-date funds explainer: what they are, their glide path, and the participant's fund. */
export function TargetDateExplainer() {
  const { companyId } = useContentAudience();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>Target-date funds</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 760, fontSize: '1.125rem', color: 'text.secondary' }}>
        One fund, built around the year you expect to retire. It spreads your savings across
        thousands of stocks and bonds and shifts the mix for you as the years go by.
      </Typography>

      <Section id="what-heading" title="What is a target-date fund?">
        <Typography>
          A target-date fund is a single investment that holds a diversified mix of stock and bond
          funds. It is named for a year, such as 2060, that is roughly when its investors plan to
          stop working. Professional managers choose the mix, rebalance it when markets move, and
          gradually make it more conservative as the year approaches, so you don’t have to.
        </Typography>
      </Section>

      <Section id="glide-heading" title="The glide path: how the mix changes">
        <Typography sx={{ mb: 3 }}>
          Early in your career, time is on your side, so the fund leans heavily on stocks, which
          have grown the most over long periods but swing the most year to year. As the target year
          nears, it moves steadily toward bonds and cash to soften a late downturn. This schedule is
          the fund’s <strong>glide path</strong>. Some funds keep adjusting for years after the
          target date (a “through” glide path, shown here); others stop at it (a “to” glide path).
        </Typography>
        <GlidePathChart />
      </Section>

      <Section id="year-heading" title="How to pick your year">
        <Typography>
          Start with the year you expect to retire, then choose the fund closest to it. Funds come
          in five-year steps. If you want a little more growth potential and can stomach bigger
          swings, a later year is more aggressive; an earlier year is more conservative.
        </Typography>
        <FundYearPicker />
      </Section>

      <Section id="fees-heading" title="Look at the fees">
        <Typography sx={{ mb: 2 }}>
          Every fund charges an expense ratio: a yearly percentage of your balance. It looks small,
          but it comes out every year, and what you pay can’t grow for you. On a $50,000 balance:
        </Typography>
        <Box
          component="table"
          sx={{
            width: '100%',
            maxWidth: 560,
            borderCollapse: 'collapse',
            '& th, & td': {
              textAlign: 'left',
              py: 1,
              pr: 2,
              borderBottom: 1,
              borderColor: 'divider',
            },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Expense ratio</th>
              <th scope="col">Cost per year</th>
              <th scope="col">Growth lost over 25 years*</th>
            </tr>
          </thead>
          <tbody>
            {FEES.map((fee) => (
              <tr key={fee.ratio}>
                <td>{fee.ratio}</td>
                <td>{fee.yearly}</td>
                <td>{fee.over25}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          *Compared with paying no fee: $50,000 growing 6% a year before fees, with no new
          contributions. An illustration, not a prediction.
        </Typography>
      </Section>

      <Section id="keep-heading" title="Keep in mind">
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          <li>
            A target-date fund is designed to be your whole portfolio. Adding other funds on top
            changes the mix it works to keep.
          </li>
          <li>Funds with the same year can hold very different amounts of stock: compare them.</li>
          <li>
            The target date is not a guarantee. You can lose money, including near and after the
            target year.
          </li>
          <li>Your plan’s fund fact sheets list each fund’s glide path, holdings and fees.</li>
        </Box>
      </Section>

      <Box sx={{ ...sectionSx, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SmartLink href={paths.calculator(companyId)} variant="button">
          Run the numbers
        </SmartLink>
        <SmartLink href={paths.makeAChange(companyId)} variant="button" buttonVariant="outlined">
          Resources & FAQs
        </SmartLink>
      </Box>
    </Container>
  );
}
