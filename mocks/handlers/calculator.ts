import { http, HttpResponse } from 'msw';
import {
  CALCULATOR_BOUNDS,
  CALCULATOR_FIELDS,
  type CalculatorField,
} from '@/features/calculator/validation';
import { calculatorConstants, project } from '../fixtures/calculator/methodology';

const CALC_PAGE = '7';
const MAX_AUTO_INCREASE = 15;
const MAX_CONTRIBUTION_INCREASE = 10;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function badRequest(message: string) {
  return HttpResponse.json({ error: 'Bad Request', message }, { status: 400 });
}

function readNumber(params: URLSearchParams, name: string): Parsed<number> | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return { ok: false, message: `${name} must be a number` };
  return { ok: true, value };
}

/**
 * The goal call's query, validated as the real service does: every value present, numeric and
 * in range (SPEC.md sections 5 and 9), calc_page 7. Variant two sends the increased rate with
 * `autoIncrease` (and optionally `contributionPercentageIncrease`, default 1): the rate the
 * participant chose is then contributionPercentage - contributionPercentageIncrease.
 */
function parseGoalQuery(params: URLSearchParams) {
  if (params.get('calc_page') !== CALC_PAGE) return { error: 'calc_page must be 7' } as const;

  const autoIncrease = readNumber(params, 'autoIncrease');
  const increase = readNumber(params, 'contributionPercentageIncrease');
  if (autoIncrease && !autoIncrease.ok) return { error: autoIncrease.message } as const;
  if (increase && !increase.ok) return { error: increase.message } as const;
  if (autoIncrease && (autoIncrease.value < 0 || autoIncrease.value > MAX_AUTO_INCREASE)) {
    return { error: `autoIncrease must be between 0 and ${MAX_AUTO_INCREASE}` } as const;
  }
  const increaseBy = increase?.value ?? 1;
  if (increaseBy < 0 || increaseBy > MAX_CONTRIBUTION_INCREASE) {
    return {
      error: `contributionPercentageIncrease must be between 0 and ${MAX_CONTRIBUTION_INCREASE}`,
    } as const;
  }

  const values = {} as Record<CalculatorField, number>;
  for (const field of CALCULATOR_FIELDS) {
    const parsed = readNumber(params, field);
    if (!parsed) return { error: `${field} is required` } as const;
    if (!parsed.ok) return { error: parsed.message } as const;
    values[field] = parsed.value;
  }
  if (autoIncrease) values.contributionPercentage -= increaseBy;

  for (const field of CALCULATOR_FIELDS) {
    const { max } = CALCULATOR_BOUNDS[field];
    const min =
      field === 'retirementAge'
        ? Math.max(CALCULATOR_BOUNDS.retirementAge.min, values.currentAge)
        : CALCULATOR_BOUNDS[field].min;
    if (values[field] < min || values[field] > max) {
      const label = field === 'retirementAge' ? 'currentAge' : String(min);
      return { error: `${field} must be between ${label} and ${max}` } as const;
    }
  }
  for (const field of ['currentAge', 'retirementAge'] as const) {
    if (!Number.isInteger(values[field]))
      return { error: `${field} must be a whole number` } as const;
  }
  return { values, autoIncrease: autoIncrease?.value, increaseBy } as const;
}

export const calculatorHandlers = [
  http.get('*/po/calculator/retirement/constants', () => HttpResponse.json(calculatorConstants)),

  /**
   * Variant one (no autoIncrease): `{ contributionPercentage, projection }`.
   * Variant two (autoIncrease given): `{ contributionPercentageIncrease, projection,
   * projectionWithContributionPercentageIncrease, values }`, where projection is the chosen rate
   * and the other the increased rate rising by autoIncrease a year up to the cap.
   * Each projection carries `balanceByAge` (balance at each age, current to retirement) for charts.
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
    return HttpResponse.json({
      contributionPercentageIncrease: increaseBy,
      projection,
      projectionWithContributionPercentageIncrease: project({
        ...values,
        contributionPercentage: values.contributionPercentage + increaseBy,
        autoIncreasePercentage: autoIncrease,
      }),
      values: { ...values, autoIncrease },
    });
  }),
];
