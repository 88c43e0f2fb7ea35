import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useContentAudience } from '@/app/hooks';
import { CopyLink } from '@/components/copy-link';
import { PageHeading } from '@/components/page-heading';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { paths } from '@/config/routes';
import { QueryError } from '@/components/query-error';
import { calculatorQueries } from '../api/calculator-queries';
import {
  calculatorCleared,
  calculatorValuesChanged,
  initialCalculatorState,
  selectCalculatorValues,
} from '../calculator-slice';
import { toTodaysDollars } from '../format';
import { searchParamsFromValues, valuesFromSearchParams } from '../share-link';
import type { BalanceRow } from '../types';
import { useDebouncedValue } from '../use-debounced-value';
import {
  isComplete,
  validateCalculatorValues,
  type CalculatorErrors,
  type CalculatorField,
} from '../validation';
import { AssumptionsList } from './assumptions-list';
import { CalculatorForm } from './calculator-form';
import type { Dollars } from './calculator-results';

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

/** Results follow the inputs once typing pauses this long. */
export const CALCULATOR_DEBOUNCE_MS = 400;

interface CalculatorProps {
  /** The company's auto-increase, in points a year (company config). */
  autoIncreasePercentage: number;
  /** The contribution button, placed next to the result. */
  contributionAction: ReactNode;
}

/**
 * The retirement calculator: inputs (kept in the store, in the URL and across reloads), the
 * service's projection once typing pauses, the +1% what-if, the chart and the assumptions.
 */
export function Calculator({ autoIncreasePercentage, contributionAction }: CalculatorProps) {
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectCalculatorValues);
  const { companyId } = useContentAudience();
  const [searchParams, setSearchParams] = useSearchParams();
  // A shared link's inputs win over what this tab had; read once, on arrival.
  const [shared] = useState(() => valuesFromSearchParams(searchParams));
  const [settled, flush] = useDebouncedValue(values, CALCULATOR_DEBOUNCE_MS, shared ?? values);
  const [touched, setTouched] = useState<ReadonlySet<CalculatorField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [dollars, setDollars] = useState<Dollars>('future');

  useLayoutEffect(() => {
    if (shared) dispatch(calculatorValuesChanged(shared));
  }, [dispatch, shared]);

  const allErrors = useMemo(() => validateCalculatorValues(settled), [settled]);
  const complete = isComplete(settled, allErrors) ? settled : null;
  const visibleErrors: CalculatorErrors = {};
  for (const [field, message] of Object.entries(allErrors) as [CalculatorField, string][]) {
    if (submitted || touched.has(field) || settled[field] !== null) visibleErrors[field] = message;
  }

  const goal = useQuery(calculatorQueries.goal(complete, autoIncreasePercentage));
  const constants = useQuery(calculatorQueries.constants());

  // The address bar follows the inputs, so it is always the link to share. It waits for the
  // projection, so the navigation it costs never delays the new figures.
  const settledQuery = searchParamsFromValues(settled).toString();
  useEffect(() => {
    if (goal.isFetching || settledQuery === searchParams.toString()) return;
    setSearchParams(settledQuery, { replace: true, preventScrollReset: true });
  }, [settledQuery, searchParams, setSearchParams, goal.isFetching]);

  const ready = complete !== null;
  useEffect(() => {
    if (ready) preloadResults();
  }, [ready]);

  const touch = (field: CalculatorField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const inflation = constants.data?.assumptions.inflationPercentage;
  const showToday = dollars === 'today' && inflation !== undefined && complete !== null;
  const years = complete ? complete.retirementAge - complete.currentAge : 0;
  const show = (amount: number) => (showToday ? toTodaysDollars(amount, years, inflation) : amount);
  const dollarsLabel = showToday ? 'in today’s dollars' : 'in future dollars';

  const result = complete ? goal.data : undefined;
  const rows: BalanceRow[] = useMemo(() => {
    if (!result) return [];
    const increased = result.projectionWithContributionPercentageIncrease.balanceByAge;
    const startAge = result.projection.balanceByAge[0]?.age ?? 0;
    return result.projection.balanceByAge.map((point, index) => {
      const deflate = (amount: number) =>
        showToday ? toTodaysDollars(amount, point.age - startAge, inflation) : amount;
      return {
        age: point.age,
        current: deflate(point.balance),
        increased: deflate(increased[index]?.balance ?? point.balance),
      };
    });
  }, [result, showToday, inflation]);

  const calculating = (
    <Paper variant="outlined" sx={{ p: 3, minHeight: 240, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Calculating your projection" />
    </Paper>
  );

  const hasVisibleErrors = Object.keys(visibleErrors).length > 0;
  let resultPanel: ReactNode;
  if (!complete) {
    resultPanel = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your projection
        </Typography>
        {hasVisibleErrors ? (
          <Alert severity="warning">Check the highlighted fields to see your projection.</Alert>
        ) : (
          <Typography color="text.secondary">
            Fill in your details to see whether you’re on track, and what one more percent of pay
            would do.
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
        show={show}
        dollarsLabel={dollarsLabel}
        autoIncrease={autoIncreasePercentage}
        autoIncreaseCap={constants.data?.assumptions.autoIncreaseCapPercentage}
        isUpdating={goal.isPlaceholderData}
        contributionAction={contributionAction}
        dollars={dollars}
        onDollarsChange={setDollars}
        canShowToday={inflation !== undefined}
      />
    );
  }

  const rateLabel = (rate: number) => `At ${rate}%`;

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading>Retirement calculator</PageHeading>
      <Typography sx={{ mt: 1.5, mb: { xs: 3, md: 4 }, maxWidth: 720 }} color="text.secondary">
        See whether you’re on track for retirement, and what saving one more percent of your pay
        would do.
      </Typography>
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
          onChange={(field, value) => {
            touch(field);
            dispatch(calculatorValuesChanged({ [field]: value }));
          }}
          onBlur={touch}
          onCalculate={() => {
            setSubmitted(true);
            flush();
            if (goal.isError) void goal.refetch();
            return validateCalculatorValues(values);
          }}
          onClear={() => {
            dispatch(calculatorCleared());
            setTouched(new Set());
            setSubmitted(false);
            flush(initialCalculatorState.values);
          }}
          shareAction={
            <CopyLink
              variant="text"
              url={() =>
                `${window.location.origin}${paths.calculator(companyId)}?${searchParamsFromValues(values).toString()}`
              }
            />
          }
        />
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {/* One boundary, so the results and the chart section appear together. */}
          <Suspense fallback={calculating}>
            {resultPanel}
            {result && (
              <BalanceSection
                rows={rows}
                currentLabel={rateLabel(result.projection.contributionPercentage)}
                increasedLabel={`${rateLabel(result.projectionWithContributionPercentageIncrease.contributionPercentage)}${autoIncreasePercentage > 0 ? ' and rising' : ''}`}
                dollarsLabel={dollarsLabel}
              />
            )}
          </Suspense>
          <AssumptionsList
            constants={constants.data}
            autoIncrease={autoIncreasePercentage}
            error={
              constants.isError ? (
                <QueryError onRetry={() => void constants.refetch()} compact />
              ) : null
            }
          />
        </Box>
      </Box>
    </Container>
  );
}
