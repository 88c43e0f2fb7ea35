import { http, HttpResponse } from 'msw';
import type { CalculatorValues } from '@/features/calculator/calculator-slice';
import type { MatchTier } from '@/features/calculator/model/retirement-model';
import {
  CALCULATOR_FIELDS,
  CALCULATOR_MESSAGES,
  MAX_MATCH_TIERS,
  MISSING_MESSAGE,
  SPEC_FIELDS,
  TIER_UP_TO_MESSAGE,
  isComplete,
  validateCalculatorValues,
} from '@/features/calculator/validation';
import {
  calculatorConstants,
  planFacts,
  project,
  projectWhatIfs,
} from '../fixtures/calculator/methodology';

const CALC_PAGE = '7';
const MAX_AUTO_INCREASE = 15;
const MAX_CONTRIBUTION_INCREASE = 10;

function badRequest(message: string) {
  return HttpResponse.json({ error: 'Bad Request', message }, { status: 400 });
}

/** A number as the service reads it; NaN for anything else, null when absent or empty. */
function readNumber(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  return Number(raw);
}

const TIER = /^(\d{1,3}(?:\.\d+)?):(\d{1,3}(?:\.\d+)?)$/;

/** `additionalMatchTiers=50:6,25:8`: tiers 2 and 3 as rate:upTo, in percent. */
function readTiers(raw: string | null): MatchTier[] | undefined {
  if (raw === null || raw === '') return [];
  const pairs = raw.split(',');
  if (pairs.length > MAX_MATCH_TIERS - 1) return undefined;
  const tiers: MatchTier[] = [];
  for (const pair of pairs) {
    const match = TIER.exec(pair);
    if (!match) return undefined;
    tiers.push({ rate: Number(match[1]), upTo: Number(match[2]) });
  }
  return tiers;
}

/**
 * The goal call's query, validated as the real service does, with SPEC.md's messages: SPEC.md's
 * seven values present and in range, calc_page 7, and RetireWell's optional plan values
 * (additionalMatchTiers, nonelectivePercentage, claimingAge, socialSecurityBenefit) in range
 * when given. Variant two sends the increased rate with `autoIncrease` (and optionally
 * `contributionPercentageIncrease`, default 1): the chosen rate is then
 * contributionPercentage - contributionPercentageIncrease.
 */
function parseGoalQuery(params: URLSearchParams) {
  if (params.get('calc_page') !== CALC_PAGE) return { error: 'calc_page must be 7' } as const;

  const autoIncrease = readNumber(params, 'autoIncrease');
  const increaseBy = readNumber(params, 'contributionPercentageIncrease') ?? 1;
  if (autoIncrease !== null && !(autoIncrease >= 0 && autoIncrease <= MAX_AUTO_INCREASE)) {
    return { error: `autoIncrease must be between 0 and ${MAX_AUTO_INCREASE}` } as const;
  }
  if (!(increaseBy >= 0 && increaseBy <= MAX_CONTRIBUTION_INCREASE)) {
    return {
      error: `contributionPercentageIncrease must be between 0 and ${MAX_CONTRIBUTION_INCREASE}`,
    } as const;
  }

  const additionalMatchTiers = readTiers(params.get('additionalMatchTiers'));
  if (!additionalMatchTiers) return { error: TIER_UP_TO_MESSAGE } as const;

  const values = { additionalMatchTiers } as CalculatorValues;
  for (const field of CALCULATOR_FIELDS) {
    const value = readNumber(params, field);
    if (value === null && (SPEC_FIELDS as readonly string[]).includes(field)) {
      return { error: MISSING_MESSAGE } as const;
    }
    if (value !== null && Number.isNaN(value))
      return { error: CALCULATOR_MESSAGES[field] } as const;
    values[field] = value;
  }
  values.claimingAge ??= calculatorConstants.socialSecurity.fullRetirementAge;
  if (autoIncrease !== null && values.contributionPercentage !== null) {
    values.contributionPercentage -= increaseBy;
  }
  for (const field of ['currentAge', 'retirementAge', 'claimingAge'] as const) {
    if (!Number.isInteger(values[field])) return { error: CALCULATOR_MESSAGES[field] } as const;
  }

  const errors = validateCalculatorValues(values);
  if (!isComplete(values, errors)) {
    return { error: Object.values(errors)[0] ?? MISSING_MESSAGE } as const;
  }
  return {
    values: { ...values, additionalMatchTiers },
    autoIncrease: autoIncrease ?? undefined,
    increaseBy,
  } as const;
}

export const calculatorHandlers = [
  http.get('*/po/calculator/retirement/constants', () => HttpResponse.json(calculatorConstants)),

  /**
   * Variant one (no autoIncrease): `{ contributionPercentage, projection }`.
   * Variant two (autoIncrease given): `{ contributionPercentageIncrease, projection,
   * projectionWithContributionPercentageIncrease, values }`, where projection is the chosen rate
   * and the other the increased rate rising by autoIncrease a year up to the cap. RetireWell adds
   * the increased rate held (`projectionWithContributionPercentageIncreaseOnly`) and `planFacts`
   * (the match left unclaimed, the cost of 1% a paycheck). Each projection carries
   * `balanceByAge` for charts and `retirementIncome`, the monthly answer in today's dollars.
   */
  http.get('*/po/calculator/retirement/goal', ({ request }) => {
    const parsed = parseGoalQuery(new URL(request.url).searchParams);
    if (parsed.error !== undefined) return badRequest(parsed.error);
    const { values, autoIncrease, increaseBy } = parsed;
    const projection = project(values);
    if (autoIncrease === undefined) {
      return HttpResponse.json({
        contributionPercentage: values.contributionPercentage,
        projection,
      });
    }
    const whatIfs = projectWhatIfs(values, autoIncrease, increaseBy);
    return HttpResponse.json({
      contributionPercentageIncrease: increaseBy,
      projection,
      projectionWithContributionPercentageIncrease: whatIfs.withAutoIncrease,
      projectionWithContributionPercentageIncreaseOnly: whatIfs.held,
      planFacts: planFacts(values),
      values: { ...values, autoIncrease },
    });
  }),
];
