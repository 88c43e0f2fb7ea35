import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ChangingContent, ChangingText } from '@/components/changing-text';
import { focusPart } from '@/components/reveal';
import { IncomePeek } from './income-peek';
import { KEEP_TOGETHER_IN_PRINT } from '@/config/constants';
import type { MessageId } from '@/lib/i18n/message-ids';
import { formatDollars, formatPaycheckAmount, formatWholePercent, useDollars } from '../format';
import { LIMITS_2026 } from '../model/limits-2026';
import { SIMULATION } from '../model/monte-carlo';
import {
  DEFAULT_ASSUMPTIONS,
  readinessBand,
  readinessPercent,
  whatIfsApply,
} from '../model/retirement-model';
import type { Simulation } from '../model/monte-carlo';
import type { ChanceResults } from '../simulation/chance-protocol';
import type { ChanceState } from '../simulation/use-chance-of-success';
import type { GoalProjection, GoalWithIncrease } from '../types';

export type Dollars = 'future' | 'today';

/** A press on Calculate waiting for its answer, and where the focus was at the press. */
export interface ResultsFocusRequest {
  from: Element | null;
}

const BAND_WORDS = {
  'on-track': 'calculator.band.onTrack',
  close: 'calculator.band.close',
  behind: 'calculator.band.behind',
} as const satisfies Record<string, MessageId>;

/** A chance in words, never by colour alone. */
export function chanceWords(chance: number): MessageId {
  if (chance >= 0.9) return 'calculator.chance.veryLikely';
  if (chance >= 0.75) return 'calculator.chance.likely';
  if (chance >= 0.5) return 'calculator.chance.uncertain';
  return 'calculator.chance.unlikely';
}

const percentOf = (chance: number, intl: IntlShape) => formatWholePercent(chance, intl.locale);

/**
 * What the chance counts, in words. The simulation takes the gap Social Security leaves from the
 * first year of retirement, in today's dollars: a later start is not in the chance, and the
 * words must not claim it is.
 */
function chanceExplanation(
  intl: IntlShape,
  chance: number,
  retirementAge: number,
  claimingAge: number,
): string {
  const { planToAge, annualReturn } = DEFAULT_ASSUMPTIONS;
  const explanation = intl.formatMessage(
    { id: 'calculator.chance.explanation' },
    {
      chance: Math.round(chance * 100),
      age: planToAge,
      median: Math.round(annualReturn * 100),
      volatility: Math.round(SIMULATION.volatility * 100),
    },
  );
  const socialSecurity =
    claimingAge > retirementAge
      ? intl.formatMessage(
          { id: 'calculator.chance.socialSecurityGap' },
          {
            retirementAge,
            claimingAge,
            years: claimingAge - retirementAge,
            // At 0% (rounded) a lower chance is not there to claim.
            chance: Math.round(chance * 100),
          },
        )
      : intl.formatMessage({ id: 'calculator.chance.socialSecurity' }, { claimingAge });
  return `${explanation} ${socialSecurity}`;
}

function ChanceOfSuccess({
  state,
  retirementAge,
  claimingAge,
}: {
  state: ChanceState;
  retirementAge: number;
  claimingAge: number;
}) {
  const intl = useIntl();
  const { planToAge } = DEFAULT_ASSUMPTIONS;
  const label = intl.formatMessage({ id: 'calculator.chance.label' }, { age: planToAge });
  if (state.status === 'unavailable') {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="chance-unavailable">
        <FormattedMessage id="calculator.chance.unavailable" values={{ age: planToAge }} />
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
            <span data-testid="chance-percent">
              <ChangingText>{percentOf(chance, intl)}</ChangingText>
            </span>{' '}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              <ChangingText>{`(${intl.formatMessage({ id: chanceWords(chance) })})`}</ChangingText>
            </Typography>
          </Typography>
          <Typography variant="body2">
            <ChangingText>
              {chanceExplanation(intl, chance, retirementAge, claimingAge)}
            </ChangingText>
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
  /**
   * The page's live region, there before any answer: the summary is written into it, since a
   * region inserted along with its text is not announced. It is not atomic: each part is read
   * when it changes.
   */
  statusRegion: HTMLElement | null;
  /** Calculate was pressed: the results' heading takes the focus once they answer it. */
  focusRequest: ResultsFocusRequest | null;
  onFocusRequestDone: () => void;
}

/**
 * One projection's figures in the chosen dollars: monthly amounts and balances, in the whole
 * dollars the page shows. Rounded here, once, so that shown figures add up: the income is its two
 * shown parts, and a what-if's change is the difference of the balances the chart's table shows.
 */
function figures(projection: GoalProjection, dollars: Dollars) {
  const { monthly, deflator, goal } = projection.retirementIncome;
  const scale = dollars === 'today' ? 1 : deflator;
  const savingsIncome = Math.round(monthly.savingsIncome * scale);
  const socialSecurity = Math.round(monthly.socialSecurity * scale);
  return {
    income: savingsIncome + socialSecurity,
    savingsIncome,
    socialSecurity,
    need: Math.round(monthly.need * scale),
    balance: Math.round(
      dollars === 'today' ? projection.retirementBalance / deflator : projection.retirementBalance,
    ),
    goal: Math.round(goal * scale),
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        <ChangingText>{label}</ChangingText>
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 700, fontSize: '1.375rem' }}>
        <ChangingText>{value}</ChangingText>
      </Typography>
    </Box>
  );
}

const signed = (amount: number, locale: string) =>
  `${amount < 0 ? '−' : '+'}${formatDollars(Math.abs(amount), locale)}`;

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
  const intl = useIntl();
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.5, ...KEEP_TOGETHER_IN_PRINT }}>
      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        <ChangingText>{title}</ChangingText>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <ChangingText>{description}</ChangingText>
      </Typography>
      <Typography>
        <ChangingContent
          values={[changed.income, base.income, changed.balance, base.balance, unit]}
        >
          <FormattedMessage
            id="calculator.results.whatIfChange"
            values={{
              income: signed(changed.income - base.income, intl.locale),
              balance: signed(changed.balance - base.balance, intl.locale),
              unit,
              b: (chunks) => <strong data-testid={`${testId}-income`}>{chunks}</strong>,
              bal: (chunks) => <strong data-testid={`${testId}-balance`}>{chunks}</strong>,
            }}
          />
        </ChangingContent>
      </Typography>
      {chance && (
        <Typography variant="body2" data-testid={`${testId}-chance`}>
          <ChangingText>
            {intl.formatMessage(
              { id: 'calculator.chance.whatIf' },
              {
                age: DEFAULT_ASSUMPTIONS.planToAge,
                percent: percentOf(chance.chance, intl),
                words: intl.formatMessage({ id: chanceWords(chance.chance) }),
              },
            )}
          </ChangingText>
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
  statusRegion,
  focusRequest,
  onFocusRequestDone,
}: CalculatorResultsProps) {
  const { projection, planFacts } = result;
  const now = figures(projection, dollars);
  const plusOneProjection = result.projectionWithContributionPercentageIncreaseOnly;
  const plusOne = figures(plusOneProjection, dollars);
  const rate = projection.contributionPercentage;
  const yearsToRetirement = projection.balanceByAge.length - 1;
  const autoProjection = result.projectionWithContributionPercentageIncrease;
  // The model's autoIncreaseApplies as the service answers it: where the auto-increase adds
  // nothing (at the cap, one year left, over the IRS limit) its projection is "+1% now"'s, and a
  // card of "+$0" would read as a change. Half a dollar: a service's float dust is no change.
  const withAuto =
    autoIncrease > 0 &&
    autoProjection.retirementBalance - plusOneProjection.retirementBalance >= 0.5
      ? figures(autoProjection, dollars)
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
  const percent = readinessPercent(readiness);
  const intl = useIntl();
  const money = useDollars();
  const unit = intl.formatMessage({
    id: dollars === 'today' ? 'calculator.results.unitToday' : 'calculator.results.unitFuture',
  });
  const bandWords = intl.formatMessage({ id: BAND_WORDS[band] });
  const cap = LIMITS_2026.autoIncreaseCap;
  // The live region is news of the participant's figures. A language switch rewrote it in the
  // new language, read on top of the switch's own "the page is now in Spanish": it stays empty
  // then until the figures (or the dollars they are shown in) change.
  const announced = [now.income, dollars, percent, band, simulated?.today.chance].join('|');
  const [live, setLive] = useState({ locale: intl.locale, announced, silent: false });
  if (live.locale !== intl.locale || live.announced !== announced) {
    setLive({ locale: intl.locale, announced, silent: live.locale !== intl.locale });
  }

  // Calculate's answer takes the focus, so a screen reader reads it and a magnifier shows it (the
  // page scrolled to it at the press). Only from where the press left it: a participant who has
  // moved on (or, the answer slow, typed on) keeps their place.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusRequest || isUpdating) return;
    onFocusRequestDone();
    const active = document.activeElement;
    if (heading.current && (active === focusRequest.from || active === document.body)) {
      focusPart(heading.current);
    }
  }, [focusRequest, isUpdating, onFocusRequestDone]);

  // The income bar shows while this figure is out of sight.
  const [incomeFigure, setIncomeFigure] = useState<HTMLElement | null>(null);

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
        <Typography
          id="calculator-results-title"
          ref={heading}
          variant="h2"
          sx={{ fontSize: '1.25rem' }}
        >
          <ChangingText>
            {intl.formatMessage({ id: 'calculator.results.title' }, { age })}
          </ChangingText>
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={dollars}
          aria-label={intl.formatMessage({ id: 'calculator.results.showIn' })}
          onChange={(_event, next: Dollars | null) => {
            if (next) onDollarsChange(next);
          }}
        >
          <ToggleButton value="today">
            <FormattedMessage id="calculator.results.todaysDollars" />
          </ToggleButton>
          <ToggleButton value="future">
            <FormattedMessage id="calculator.results.futureDollars" />
          </ToggleButton>
        </ToggleButtonGroup>
        {/* A printout is read days later, beside other ones: it says when its figures were
            worked out (they follow the year's limits and the inputs of that day). */}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'none', displayPrint: 'block', flexBasis: '100%' }}
        >
          <FormattedMessage
            id="calculator.results.madeOn"
            values={{ date: intl.formatDate(new Date(), { dateStyle: 'long' }) }}
          />
        </Typography>
      </Box>

      <Box>
        <Typography variant="body2" color="text.secondary">
          <ChangingText>
            {intl.formatMessage({ id: 'calculator.results.headline' }, { unit })}
          </ChangingText>
        </Typography>
        <Typography
          ref={setIncomeFigure}
          data-testid="monthly-income"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2.25rem', sm: '2.75rem' },
            lineHeight: 1.1,
            color: 'primary.main',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <ChangingText>{money(now.income)}</ChangingText>
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 600, ml: 1 }}>
            <FormattedMessage id="calculator.results.aMonth" />
          </Typography>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <ChangingContent values={[now.savingsIncome, now.socialSecurity, claimingAge]}>
            <FormattedMessage
              id="calculator.results.sources"
              values={{
                savings: money(now.savingsIncome),
                socialSecurity: money(now.socialSecurity),
                age: DEFAULT_ASSUMPTIONS.planToAge,
                claimingAge,
                sav: (chunks) => <span data-testid="savings-income">{chunks}</span>,
                ss: (chunks) => <span data-testid="social-security">{chunks}</span>,
              }}
            />
          </ChangingContent>
        </Typography>
        <Typography sx={{ mt: 1.5 }}>
          <ChangingContent values={[now.need]}>
            <FormattedMessage
              id="calculator.results.need"
              values={{
                need: money(now.need),
                b: (chunks) => <strong data-testid="monthly-need">{chunks}</strong>,
              }}
            />
          </ChangingContent>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            <ChangingText>
              {intl.formatMessage(
                { id: 'calculator.results.needNote' },
                { percent: Math.round(DEFAULT_ASSUMPTIONS.incomeReplacement * 100), unit },
              )}
            </ChangingText>
          </Typography>
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(percent, 100)}
            aria-label={intl.formatMessage({ id: 'calculator.results.readiness' })}
            aria-valuetext={intl.formatMessage(
              { id: 'calculator.results.readinessValue' },
              { percent, band: bandWords },
            )}
            color={band === 'on-track' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 12, borderRadius: 6 }}
          />
          <Typography data-testid="readiness" sx={{ fontWeight: 700, minWidth: '4ch' }}>
            <ChangingText>{`${String(percent)}%`}</ChangingText>
          </Typography>
        </Box>
        <Typography data-testid="readiness-band" sx={{ mt: 1, fontWeight: 600 }}>
          <ChangingText>
            {intl.formatMessage(
              {
                id:
                  band === 'on-track'
                    ? 'calculator.results.onTrack'
                    : band === 'close'
                      ? 'calculator.results.close'
                      : 'calculator.results.behind',
              },
              { percent },
            )}
          </ChangingText>
        </Typography>
      </Box>

      <ChanceOfSuccess state={chance} retirementAge={age} claimingAge={claimingAge} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Figure
          label={intl.formatMessage({ id: 'calculator.results.balance' }, { age, unit })}
          value={money(now.balance)}
          testId="projected-balance"
        />
        <Figure
          label={intl.formatMessage({ id: 'calculator.results.goal' }, { age, unit })}
          value={money(now.goal)}
          testId="goal"
        />
      </Box>

      {planFacts.employerMatchLeftPerYear >= 1 && (
        // Not an alert (MUI's default role): its amount changes at every step of a slider, and
        // an assertive announcement each time would cut off the page's status region.
        <Alert severity="warning" role="none" data-testid="match-left">
          <ChangingText>
            {intl.formatMessage(
              { id: 'calculator.results.matchLeft' },
              {
                amount: money(planFacts.employerMatchLeftPerYear),
                percent: planFacts.fullMatchContributionPercentage,
              },
            )}
          </ChangingText>
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
          {/* Retiring today, no one change in saving does anything: the heading must not promise one. */}
          <FormattedMessage
            id={
              !whatIfsApply(yearsToRetirement)
                ? 'calculator.results.noYearsLeftTitle'
                : 'calculator.results.oneChange'
            }
          />
        </Typography>
        {!whatIfsApply(yearsToRetirement) ? (
          // Retiring at today's age leaves the projection no paycheck: a what-if priced per
          // paycheck would cost money and show +$0.
          <Typography data-testid="no-years-left">
            <FormattedMessage id="calculator.results.noYearsLeft" />
          </Typography>
        ) : (
          <>
            <WhatIf
              title={intl.formatMessage({ id: 'calculator.results.plusOneTitle' })}
              description={
                // Rounded to the cent: at the deferral limit the service's cost is 0 (or float
                // dust).
                planFacts.onePercentPerPaycheck < 0.005
                  ? intl.formatMessage(
                      {
                        // At the limit now, a higher rate can still go in once a catch-up
                        // raises the limit (from 50, and more at 60 to 63): then it is not
                        // "nothing".
                        id:
                          plusOneProjection.retirementBalance - projection.retirementBalance >= 0.5
                            ? 'calculator.results.plusOneAtLimitUntilCatchUp'
                            : 'calculator.results.plusOneAtLimit',
                      },
                      { raised: rate + 1, rate },
                    )
                  : intl.formatMessage(
                      { id: 'calculator.results.plusOneBody' },
                      {
                        raised: rate + 1,
                        rate,
                        cost: formatPaycheckAmount(planFacts.onePercentPerPaycheck, intl.locale),
                      },
                    )
              }
              testId="plus-one"
              base={now}
              changed={plusOne}
              unit={unit}
              chance={simulated?.plusOne}
            />
            {withAuto && (
              <WhatIf
                title={intl.formatMessage(
                  { id: 'calculator.results.autoTitle' },
                  { auto: autoIncrease, cap },
                )}
                description={intl.formatMessage(
                  { id: 'calculator.results.autoBody' },
                  { raised: rate + 1, auto: autoIncrease, cap },
                )}
                testId="plus-one-auto"
                base={now}
                changed={withAuto}
                unit={unit}
                chance={simulated?.plusOneThenAuto}
              />
            )}
          </>
        )}
        {contributionAction}
      </Box>

      <IncomePeek
        figure={incomeFigure}
        headline={intl.formatMessage({ id: 'calculator.results.headline' }, { unit })}
      >
        {money(now.income)} <FormattedMessage id="calculator.results.aMonth" />
      </IncomePeek>
      {statusRegion &&
        !live.silent &&
        createPortal(
          <>
            <ChangingText>
              {intl.formatMessage(
                { id: 'calculator.results.status' },
                { income: money(now.income), unit, percent, band: bandWords },
              )}
            </ChangingText>
            {/* Its own node: the simulation answers after the figures, and the region (not
                atomic) then reads this sentence alone rather than the income again. */}
            {simulated && (
              <span>
                {' '}
                {intl.formatMessage(
                  { id: 'calculator.chance.whatIf' },
                  {
                    age: DEFAULT_ASSUMPTIONS.planToAge,
                    percent: percentOf(simulated.today.chance, intl),
                    words: intl.formatMessage({ id: chanceWords(simulated.today.chance) }),
                  },
                )}
              </span>
            )}
          </>,
          statusRegion,
        )}
    </Paper>
  );
});
