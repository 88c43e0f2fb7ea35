import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { READING_MEASURE } from '@/components/reading-measure';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { useContentAudience } from '@/app/hooks';
import { foldTypedDigits } from '@/lib/typed-digits';
import { GLIDE_PATH, RETIREMENT_AGE, suggestedFundYear } from '../glide-path';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/message-ids';

const sectionSx = {
  mt: { xs: 5, md: 7 },
  maxWidth: 860,
  // The chart and the tables keep the section's width; its running text is held to a line a
  // reader follows.
  '& > p, & > ul': { maxWidth: READING_MEASURE },
} as const;

/**
 * The page lets long words break anywhere (the theme's overflowWrap), which squeezed these tables
 * into a phone's width mid-word ("Cost / o por año", "Stock / s"): their cells keep their words
 * and a table wider than its column scrolls in this box (as a CMS table does in SafeHtml). The
 * keyboard scrolls it once the box has the focus, so it is a named region.
 */
const tableScrollSx = {
  overflowX: 'auto',
  maxWidth: '100%',
  '& th, & td': { overflowWrap: 'normal' },
  // Paper cannot scroll: there the table is fitted to the page.
  '@media print': { overflowX: 'visible', '& th, & td': { overflowWrap: 'anywhere' } },
} as const;

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
  const intl = useIntl();
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
        <title id={titleId}>{intl.formatMessage({ id: 'targetDate.chart.title' })}</title>
        <desc id={descId}>{intl.formatMessage({ id: 'targetDate.chart.desc' })}</desc>
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
        {/* Left of the line, where the glide path runs low: to its right a label runs out of the
            chart ("Año objetiv"). */}
        <text
          x={x(0) - 6}
          y={PAD.top + 12}
          textAnchor="end"
          fontSize="13"
          fill="#16232e"
          fontWeight="700"
        >
          <FormattedMessage id="targetDate.chart.targetYear" />
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
          <FormattedMessage id="targetDate.chart.xAxis" />
        </text>
        <text
          x={14}
          y={(PAD.top + H - PAD.bottom) / 2}
          transform={`rotate(-90 14 ${String((PAD.top + H - PAD.bottom) / 2)})`}
          textAnchor="middle"
          fontSize="13"
          fill="#4a5a66"
        >
          <FormattedMessage id="targetDate.chart.yAxis" />
        </text>
      </Box>
      <Box
        component="details"
        sx={{ mt: 1.5, '& summary': { cursor: 'pointer', fontWeight: 600 } }}
      >
        <summary>
          <FormattedMessage id="targetDate.table.show" />
        </summary>
        <Box
          role="region"
          tabIndex={0}
          aria-labelledby="glide-path-caption"
          sx={{ ...tableScrollSx, mt: 1.5 }}
        >
          <Box
            component="table"
            sx={{
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
            <caption id="glide-path-caption" style={{ textAlign: 'left', paddingBottom: 8 }}>
              <FormattedMessage id="targetDate.table.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="targetDate.table.years" />
                </th>
                <th scope="col">
                  <FormattedMessage id="targetDate.table.stocks" />
                </th>
                <th scope="col">
                  <FormattedMessage id="targetDate.table.bonds" />
                </th>
              </tr>
            </thead>
            <tbody>
              {GLIDE_PATH.map((p) => (
                <tr key={p.years}>
                  <td>
                    {p.years >= 0 ? (
                      String(p.years)
                    ) : (
                      <FormattedMessage id="targetDate.table.after" values={{ years: -p.years }} />
                    )}
                  </td>
                  <td>{p.stocks}%</td>
                  <td>{100 - p.stocks}%</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

function FundYearPicker() {
  const intl = useIntl();
  const [birthYear, setBirthYear] = useState('');
  const thisYear = new Date().getFullYear();
  const year = Number(birthYear);
  const valid = /^\d{4}$/.test(birthYear) && year >= 1940 && year <= thisYear - 16;
  // A short year is judged once the field is left: while typing, 198 is on its way to 1988.
  const [left, setLeft] = useState(false);
  const invalid = (birthYear.length === 4 || (left && birthYear !== '')) && !valid;
  const fieldId = useId();
  const answerId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '16px', mt: 3 }}>
      <TextField
        id={fieldId}
        label={intl.formatMessage({ id: 'targetDate.picker.label' })}
        value={birthYear}
        onChange={(event) => {
          setBirthYear(foldTypedDigits(event.target.value).replace(/\D/g, '').slice(0, 4));
          setLeft(false);
        }}
        onBlur={() => {
          setLeft(true);
        }}
        error={invalid}
        slotProps={{
          // Kept up, as the calculator's fields keep theirs: resting inside the field, the label
          // was cut to "The year you …" at a larger text size; floating, it is scaled down.
          inputLabel: { shrink: true },
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'bday-year',
            // The answer below (the fund, or why the year does not work) describes the field
            // too: a screen reader returning to it hears the message, not the hint alone.
            'aria-describedby': `${fieldId}-helper-text ${answerId}`,
          },
        }}
        helperText={intl.formatMessage({ id: 'targetDate.picker.hint' })}
        // The phone's whole width, and wider screens' 280 px in rem: at a fixed 280 px the
        // floating label still lost its last word at 200% text size.
        sx={{ width: '100%', maxWidth: { sm: '17.5rem' } }}
      />
      <Typography
        id={answerId}
        aria-live="polite"
        sx={{
          mt: 2,
          fontWeight: 600,
          minHeight: '1.6em',
          color: invalid ? 'error.main' : undefined,
        }}
      >
        {valid
          ? // Years as text: as numbers, ICU would group them ("2,053").
            intl.formatMessage(
              {
                // A retiree's 67th birthday is behind them: "You reach 67 in 2022" misreads.
                id:
                  year + RETIREMENT_AGE < thisYear
                    ? 'targetDate.picker.resultPast'
                    : 'targetDate.picker.result',
              },
              {
                age: RETIREMENT_AGE,
                reachYear: String(year + RETIREMENT_AGE),
                fundYear: String(suggestedFundYear(year)),
              },
            )
          : invalid
            ? intl.formatMessage(
                { id: 'targetDate.picker.invalid' },
                { latest: String(thisYear - 16) },
              )
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

/**
 * The target-date funds explainer: what they are, their glide path, and the participant's fund.
 * `showResources`: the company offers its Resources & FAQs page (header and footer link it only
 * then).
 */
export function TargetDateExplainer({ showResources }: { showResources: boolean }) {
  const { companyId } = useContentAudience();
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{t('targetDate.page.heading')}</PageHeading>
      <Typography
        sx={{ mt: 2, maxWidth: READING_MEASURE, fontSize: '1.125rem', color: 'text.secondary' }}
      >
        {t('targetDate.page.intro')}
      </Typography>

      <Section id="what-heading" title={t('targetDate.what.title')}>
        <Typography>{t('targetDate.what.body')}</Typography>
      </Section>

      <Section id="glide-heading" title={t('targetDate.glide.title')}>
        <Typography sx={{ mb: 3 }}>
          <FormattedMessage
            id="targetDate.glide.body"
            values={{ b: (chunks) => <strong>{chunks}</strong> }}
          />
        </Typography>
        <GlidePathChart />
      </Section>

      <Section id="year-heading" title={t('targetDate.year.title')}>
        <Typography>{t('targetDate.year.body')}</Typography>
        <FundYearPicker />
      </Section>

      <Section id="fees-heading" title={t('targetDate.fees.title')}>
        <Typography sx={{ mb: 2 }}>{t('targetDate.fees.body')}</Typography>
        <Box role="region" tabIndex={0} aria-labelledby="fees-heading" sx={tableScrollSx}>
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
                <th scope="col">{t('targetDate.fees.ratio')}</th>
                <th scope="col">{t('targetDate.fees.yearly')}</th>
                <th scope="col">{t('targetDate.fees.lost')}</th>
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
        </Box>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('targetDate.fees.note')}
        </Typography>
      </Section>

      <Section id="keep-heading" title={t('targetDate.keep.title')}>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          <li>{t('targetDate.keep.whole')}</li>
          <li>{t('targetDate.keep.compare')}</li>
          <li>{t('targetDate.keep.guarantee')}</li>
          <li>{t('targetDate.keep.factSheets')}</li>
        </Box>
      </Section>

      <Box sx={{ ...sectionSx, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SmartLink href={paths.calculator(companyId)} variant="button">
          {t('targetDate.actions.calculator')}
        </SmartLink>
        {showResources && (
          <SmartLink href={paths.makeAChange(companyId)} variant="button" buttonVariant="outlined">
            {t('targetDate.actions.resources')}
          </SmartLink>
        )}
      </Box>
    </Container>
  );
}
