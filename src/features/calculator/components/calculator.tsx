import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore, useContentAudience } from '@/app/hooks';
import { CopyLink } from '@/components/copy-link';
import { Deferred, useValueAfterPaint } from '@/components/deferred';
import { LazyPart } from '@/components/lazy-part';
import { PageHeading } from '@/components/page-heading';
import { scrollToPart } from '@/components/reveal';
import { QueryError } from '@/components/query-error';
import { absoluteUrl, paths } from '@/config/routes';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { calculatorQueries } from '../api/calculator-queries';
import {
  calculatorCleared,
  calculatorFragmentWritten,
  calculatorShownForCompany,
  calculatorValuesChanged,
  initialCalculatorState,
  selectCalculatorCompanyId,
  selectCalculatorValues,
  type CalculatorValues,
  selectWrittenFragment,
} from '../calculator-slice';
import {
  describePlan,
  matchIsEmpty,
  NO_MATCH,
  planDefaults,
  usesPlan,
  type PlanFormula,
} from '../plan-formula';
import { hasOwnFigures, searchWithoutScenario, shareFragment, sharedScenario } from '../share-link';
import { modelInput } from '../model/projection-input';
import { useChanceOfSuccess } from '../simulation/use-chance-of-success';
import type { BalanceRow } from '../types';
import { useDebouncedValue } from '../use-debounced-value';
import {
  errorKeyValue,
  isBelowMinimum,
  isComplete,
  validateCalculatorValues,
  type CalculatorErrors,
  type ErrorKey,
} from '../validation';
import { AssumptionsList } from './assumptions-list';
import { CalculatorForm, FIELD_ID_PREFIX } from './calculator-form';
import type { Dollars, ResultsFocusRequest } from './calculator-results';
import { PlanGuidance } from './plan-guidance';
import { LinkNotice, type LinkNoticeShows } from './link-notice';
import { FormattedMessage, useIntl } from 'react-intl';
import { failedWithoutData } from '@/lib/query-failure';

// The results are not part of the first view: they load alongside the first projection call.
const CalculatorResults = lazyWithPreload(
  () => import('./calculator-results'),
  (module) => module.CalculatorResults,
);
const BalanceSection = lazyWithPreload(
  () => import('./balance-section'),
  (module) => module.BalanceSection,
);
const preloadResults = () => {
  // Best effort: rendering the results imports them again if this attempt failed.
  Promise.all([CalculatorResults.preload(), BalanceSection.preload()]).catch(() => undefined);
};

/**
 * Results follow the inputs once they pause this long: short enough that the answer is on
 * screen within 300 ms of the last change, long enough that a slider drag is not a call a step.
 */
export const CALCULATOR_DEBOUNCE_MS = 120;

interface CalculatorProps {
  /** The company's auto-increase, in points a year (company config). */
  autoIncreasePercentage: number;
  /**
   * The company's match formula (company config), which fills the match fields: the same object
   * while the formula stays, as the address bar's effect follows it.
   */
  plan: PlanFormula;
  /** The contribution button, placed next to the result. */
  contributionAction: ReactNode;
}

/**
 * The retirement calculator: inputs (kept in the store, in the URL fragment and across reloads),
 * the service's monthly-income answer once the inputs pause, the what-ifs, the chart, guidance
 * and the assumptions.
 */
export function Calculator({ autoIncreasePercentage, plan, contributionAction }: CalculatorProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectCalculatorValues);
  const { companyId } = useContentAudience();
  const location = useLocation();
  const navigate = useNavigate();
  const defaults = useMemo(() => planDefaults(plan), [plan]);
  const store = useAppStore();
  // On arrival: a shared link's inputs win over what this tab had, and a match left empty takes
  // the plan's formula. Read once. The fragment this tab wrote last is no link: the inputs typed
  // since (kept with it) are newer than the address, which had not caught up with them.
  // `replaced`: the figures kept from an earlier visit that a link's differing ones took over.
  // Figures this tab kept from another company's calculator: the participant's own stay (they
  // changed jobs, not age or pay), the match was that company's plan and goes, for this one's.
  const [arrival] = useState(() => {
    const state = store.getState();
    const fragment = location.hash.replace(/^#/, '');
    const own = fragment !== '' && fragment === selectWrittenFragment(state);
    const shownFor = selectCalculatorCompanyId(state);
    const otherPlan = shownFor !== null && shownFor !== companyId;
    const kept = otherPlan ? { ...values, ...NO_MATCH } : values;
    const withPlan = (start: CalculatorValues) =>
      defaults && matchIsEmpty(start) ? { ...start, ...defaults } : start;
    const shared = own ? undefined : sharedScenario(location);
    if (!shared && !otherPlan && !(defaults && matchIsEmpty(values))) return undefined;
    const next = withPlan(shared ?? kept);
    const mine = withPlan(kept);
    const replaced =
      shared && hasOwnFigures(mine) && shareFragment(mine) !== shareFragment(next)
        ? mine
        : undefined;
    return { values: next, replaced };
  });
  // A fragment of parameters that brings no scenario (another version, or none) is a shared link
  // all the same: the participant is told, or they take the figures shown for the sender's. A
  // fragment without `=` is an anchor on the page (`#calculator-assumptions-title`), not a link's
  // scenario. Read on arrival, like the scenario, and again for each link pasted with the page
  // open. `previous`: the figures a link replaced, which the participant may want back until
  // they edit the link's (bringing theirs back then would throw those edits away).
  const [linkNotice, setLinkNotice] = useState<{
    shows: LinkNoticeShows;
    previous?: CalculatorValues;
  } | null>(() => {
    // A link opened in a tab that kept figures from an earlier visit: as for a pasted link, the
    // participant is told, or a colleague's link takes their own figures unawares.
    if (arrival?.replaced) return { shows: 'replaced', previous: arrival.replaced };
    if (!location.hash.includes('=') || sharedScenario(location)) return null;
    return { shows: hasOwnFigures(values) ? 'own' : 'empty' };
  });
  const [settled, flush] = useDebouncedValue(
    values,
    CALCULATOR_DEBOUNCE_MS,
    arrival?.values ?? values,
  );
  const [touched, setTouched] = useState<ReadonlySet<ErrorKey>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The field being typed in: from its first change until it is left or Calculate is pressed. */
  const [typing, setTyping] = useState<ErrorKey | null>(null);
  const [dollars, setDollars] = useState<Dollars>('today');
  /** The figures Clear took, until the next edit. */
  const [clearedFigures, setClearedFigures] = useState<CalculatorValues | null>(null);
  const [statusRegion, setStatusRegion] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (arrival) dispatch(calculatorValuesChanged(arrival.values));
    dispatch(calculatorShownForCompany(companyId));
  }, [dispatch, arrival, companyId]);

  const allErrors = useMemo(() => validateCalculatorValues(settled), [settled]);
  const complete = isComplete(settled, allErrors) ? settled : null;
  const visibleErrors: CalculatorErrors = {};
  for (const [key, message] of Object.entries(allErrors) as [ErrorKey, string][]) {
    const value = errorKeyValue(settled, key);
    // A field's first digits reach the settled inputs a pause later: until then "missing" would
    // be about an emptiness it no longer has, flashing red (and "invalid") at every first key.
    if (value === null && errorKeyValue(values, key) !== null) continue;
    // Under its minimum, the field being typed in may only be short of digits yet: 8, 85 and 850
    // on the way to 85,000 were each called out of range, in red, while the salary was typed.
    if (key === typing && isBelowMinimum(settled, key)) continue;
    if (submitted || touched.has(key) || value !== null) {
      visibleErrors[key] = message;
    }
  }

  const goal = useQuery(calculatorQueries.goal(complete, autoIncreasePercentage));
  const constants = useQuery(calculatorQueries.constants());

  // The address bar's fragment follows the inputs, so it is always the link to share, and an
  // old link's figures leave the query (sent to servers) for it (never sent). It waits for the
  // projection, so the navigation it costs never delays the new figures.
  const fragment = shareFragment(settled);
  const currentFragment = location.hash.replace(/^#/, '');
  const search = searchWithoutScenario(location.search);
  // A fragment the page did not write itself is a link (a share link pasted in the address bar or
  // followed with the page open), and the form takes its inputs. The address catches up with a
  // write only after a render or two, so the page's writes wait here until it has.
  const seenFragment = useRef(currentFragment);
  const ownWrites = useRef<string[]>([]);
  useEffect(() => {
    if (currentFragment !== seenFragment.current) {
      seenFragment.current = currentFragment;
      const own = ownWrites.current.lastIndexOf(currentFragment);
      if (own >= 0) {
        ownWrites.current = ownWrites.current.slice(own + 1);
      } else {
        const shared = sharedScenario({ search: '', hash: currentFragment });
        // Read from the store: the effect follows the address, not each key typed.
        const before = selectCalculatorValues(store.getState());
        // As on arrival: the link's inputs win, and a match it leaves empty takes the plan's.
        const next =
          shared && (defaults && matchIsEmpty(shared) ? { ...shared, ...defaults } : shared);
        if (next) {
          dispatch(calculatorValuesChanged(next));
          flush(next);
        }
        // A fragment without `=` is an anchor: it says nothing, and leaves a notice shown.
        if (currentFragment.includes('=')) {
          let notice: typeof linkNotice = null;
          if (!next) {
            // As on arrival: parameters that bring no scenario are a link all the same, and the
            // figures on screen stay.
            notice = { shows: hasOwnFigures(before) ? 'own' : 'empty' };
          } else if (hasOwnFigures(before) && shareFragment(before) !== shareFragment(next)) {
            // Figures typed in this tab went without a word: the participant is told, and may
            // take them back. A link bringing the same figures, or to an empty form, takes
            // nothing of theirs.
            notice = { shows: 'replaced', previous: before };
          }
          // eslint-disable-next-line react-hooks/set-state-in-effect -- only this effect tells a link pasted in the address bar from the page's own writes, which the address catches up with late
          setLinkNotice(notice);
        }
        // Writing now would put back the inputs the link replaces.
        if (next) return;
      }
    }
    if (goal.isFetching) return;
    // The address holds these inputs, or is about to: from now on it is the page's own fragment.
    dispatch(calculatorFragmentWritten(fragment));
    if (fragment === currentFragment && search === location.search) return;
    if (fragment !== currentFragment) ownWrites.current.push(fragment);
    void navigate(
      { pathname: location.pathname, search, hash: fragment },
      { replace: true, preventScrollReset: true },
    );
  }, [
    fragment,
    currentFragment,
    search,
    goal.isFetching,
    navigate,
    location,
    defaults,
    dispatch,
    flush,
    store,
  ]);

  const ready = complete !== null;
  // The chart mounts once its code is here, or has failed to come (its boundary then says so).
  // Mounted before, it suspended the boundary it shares with the figures, which took them off
  // the page and, on a page the browser translates, put their first text back beside the
  // translation.
  const [chartCodeSettled, setChartCodeSettled] = useState(false);
  useEffect(() => {
    if (!ready) return;
    preloadResults();
    let live = true;
    const settle = () => {
      if (live) setChartCodeSettled(true);
    };
    BalanceSection.preload().then(settle, settle);
    return () => {
      live = false;
    };
  }, [ready]);

  // Calculate shows its answer. The form is long: on a wide screen its button sits a screen below
  // the results, which changed there unseen (they follow the inputs as they are typed), so the
  // press seemed to do nothing; on a phone the answer starts under the button.
  const resultsColumn = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<ResultsFocusRequest | null>(null);
  const focusRequestDone = useCallback(() => {
    setFocusRequest(null);
  }, []);

  const touch = (key: ErrorKey) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  };

  const result = complete ? goal.data : undefined;
  // The simulation runs once the figures for these inputs are on screen: the worker is never part
  // of the first view, and on a phone's few cores it never competes with the answer it adds to
  // (beside the goal call, it pushed the figures past 300 ms on a busy 2-core machine).
  const yourPlan = useMemo(() => (complete ? modelInput(complete) : null), [complete]);
  const figuresShown = result !== undefined && !goal.isPlaceholderData;
  const chance = useChanceOfSuccess(figuresShown ? yourPlan : null, autoIncreasePercentage);
  const band = chance.status === 'done' ? chance.results.today.band : undefined;
  const chart = useMemo(() => {
    if (!result) return undefined;
    const { balanceByAge } = result.projection;
    const plusOne = result.projectionWithContributionPercentageIncreaseOnly;
    const years = Math.max(balanceByAge.length - 1, 1);
    // Prices grow by the same factor every year: the deflator's N-th root.
    const yearly = result.projection.retirementIncome.deflator ** (1 / years);
    const rows: BalanceRow[] = balanceByAge.map((point, index) => ({
      age: point.age,
      current: point.balance / yearly ** index,
      increased: (plusOne.balanceByAge[index]?.balance ?? point.balance) / yearly ** index,
    }));
    return {
      rows,
      band: band?.length === rows.length ? band : undefined,
      goal: result.projection.retirementIncome.goal,
      currentLabel: intl.formatMessage(
        { id: 'calculator.chart.todaysPlan' },
        { percent: result.projection.contributionPercentage },
      ),
      increasedLabel: intl.formatMessage(
        { id: 'calculator.chart.plusOne' },
        { percent: plusOne.contributionPercentage },
      ),
    };
  }, [result, band, intl]);
  // The chart redraws after the figures are on screen: a new answer is never held up by it.
  const deferredChart = useValueAfterPaint(chart);

  const calculating = (
    <Paper variant="outlined" sx={{ p: 3, minHeight: 240, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'calculator.page.calculating' })} />
    </Paper>
  );

  const hasVisibleErrors = Object.keys(visibleErrors).length > 0;
  let resultPanel: ReactNode;
  if (!complete) {
    resultPanel = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          <FormattedMessage id="calculator.page.incomeHeading" />
        </Typography>
        {hasVisibleErrors ? (
          // Not an alert: it comes and goes as a value is typed, and the field itself says
          // what is wrong when it is read.
          <Alert severity="warning" role="none">
            <FormattedMessage id="calculator.page.checkFields" />
          </Alert>
        ) : (
          <Typography color="text.secondary">
            <FormattedMessage id="calculator.page.fillIn" />
          </Typography>
        )}
      </Paper>
    );
  } else if (goal.isError) {
    resultPanel = <QueryError onRetry={() => void goal.refetch()} />;
  } else if (!result) {
    resultPanel = calculating;
  } else {
    resultPanel = (
      <CalculatorResults
        result={result}
        autoIncrease={autoIncreasePercentage}
        claimingAge={complete.claimingAge}
        chance={chance}
        isUpdating={goal.isPlaceholderData}
        contributionAction={contributionAction}
        dollars={dollars}
        onDollarsChange={setDollars}
        statusRegion={statusRegion}
        focusRequest={focusRequest}
        onFocusRequestDone={focusRequestDone}
      />
    );
  }

  const formula = describePlan(plan, intl);
  /** Figures brought back whole: the results follow at once, without the typing pause. */
  const bringBack = (figures: CalculatorValues) => {
    dispatch(calculatorValuesChanged(figures));
    flush(figures);
  };
  const previousFigures = linkNotice?.previous;
  const closeLinkNotice = () => {
    setLinkNotice(null);
    // Its buttons go with the notice: the keyboard goes on from the form it was about.
    document.getElementById(`${FIELD_ID_PREFIX}currentAge`)?.focus();
  };

  return (
    <Container sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeading>{intl.formatMessage({ id: 'calculator.page.heading' })}</PageHeading>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: 720 }} color="text.secondary">
        <FormattedMessage id="calculator.page.intro" />
      </Typography>
      <LinkNotice
        shows={linkNotice?.shows ?? null}
        onClose={closeLinkNotice}
        onRestore={
          previousFigures &&
          (() => {
            bringBack(previousFigures);
            closeLinkNotice();
          })
        }
      />
      {/* Not atomic: the chance of success arrives after the income, and only it is read then. */}
      <Box ref={setStatusRegion} role="status" aria-atomic="false" sx={visuallyHidden} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <CalculatorForm
          values={values}
          errors={visibleErrors}
          planFormula={formula && usesPlan(values, defaults) ? formula : undefined}
          onChange={(change, key) => {
            setFocusRequest(null);
            setClearedFigures(null);
            if (key) {
              touch(key);
              setTyping(key);
            }
            // The link's figures are the participant's now: the offer to bring back the ones it
            // replaced goes, the sentence saying where the figures came from stays. A tier field
            // may call an older callback, so the notice is read as it is now.
            setLinkNotice((current) => (current?.previous ? { shows: current.shows } : current));
            dispatch(calculatorValuesChanged(change));
          }}
          onBlur={(key) => {
            touch(key);
            setTyping(null);
          }}
          onCalculate={() => {
            setSubmitted(true);
            setTyping(null);
            flush();
            if (goal.isError) void goal.refetch();
            const errors = validateCalculatorValues(values);
            // With an error the form takes the focus to its field instead.
            if (Object.keys(errors).length === 0 && resultsColumn.current) {
              scrollToPart(resultsColumn.current);
              setFocusRequest({ from: document.activeElement });
            }
            return errors;
          }}
          onClear={() => {
            setFocusRequest(null);
            // A second press (a double tap) finds the form empty: the figures stay offered.
            setClearedFigures((kept) => (hasOwnFigures(values) ? values : kept));
            dispatch(calculatorCleared(defaults));
            // The figures the link notice speaks of (the link's, or the participant's own kept
            // over an unreadable link) are gone with the rest.
            setLinkNotice(null);
            setTouched(new Set());
            setSubmitted(false);
            flush({ ...initialCalculatorState.values, ...defaults });
          }}
          onRestoreCleared={
            clearedFigures
              ? () => {
                  setClearedFigures(null);
                  bringBack(clearedFigures);
                }
              : undefined
          }
          shareAction={
            <CopyLink
              variant="text"
              url={() => {
                // No figures yet, no fragment: the page's own address, not one ending in `#`.
                const shared = shareFragment(values);
                return absoluteUrl(`${paths.calculator(companyId)}${shared && `#${shared}`}`);
              }}
            />
          }
        />
        <Box
          ref={resultsColumn}
          // Brought into view by Calculate: a gap under the sticky header, as the form has above it.
          sx={{ display: 'grid', gap: 3, minWidth: 0, scrollMarginTop: { xs: 16, md: 24 } }}
        >
          {/* One boundary, so the results and the chart section appear together. */}
          {/* Results whose code cannot arrive say so here: the figures typed stay on the page. */}
          <LazyPart fallback={calculating}>
            {resultPanel}
            {result && deferredChart && chartCodeSettled && <BalanceSection {...deferredChart} />}
          </LazyPart>
          {/* Below the results: rendered a task after the form and the figures have painted. */}
          <Deferred>
            <PlanGuidance constants={constants.data} values={complete} />
            <AssumptionsList
              constants={constants.data}
              autoIncrease={autoIncreasePercentage}
              error={
                failedWithoutData(constants) ? (
                  <QueryError onRetry={() => void constants.refetch()} compact />
                ) : null
              }
            />
          </Deferred>
        </Box>
      </Box>
    </Container>
  );
}
