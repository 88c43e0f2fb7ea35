import {
  initialCalculatorState,
  UNREADABLE,
  type CalculatorValues,
  type TierValues,
} from './calculator-slice';
import { MAX_MATCH_TIERS, type CalculatorField } from './validation';

/**
 * A shared scenario travels in the URL fragment (`#v=1&age=...`), which browsers never send to a
 * server, so salary and savings stay out of requests, logs and analytics. The version lets a
 * later format read or refuse an older link.
 */
const SHARE_VERSION = '1';

/** Short, readable names for a shareable /{company}/calculator link, one for every field. */
const SHARE_PARAMS: Record<CalculatorField, string> = {
  currentAge: 'age',
  retirementAge: 'retire',
  currentSavings: 'savings',
  pretaxSalary: 'salary',
  contributionPercentage: 'contribution',
  employerMatchingContributionPercentage: 'match',
  employerMatchingUpToContributionPercentageOfSalary: 'matchUpTo',
  nonelectivePercentage: 'nonelective',
  claimingAge: 'ssAge',
  socialSecurityBenefit: 'ssBenefit',
};

/** The link's parameter for the employer match's tiers 2 and 3 (`rate:upTo,...`). */
const TIERS_PARAM = 'tiers';

/** Every parameter of a link's scenario: what a legacy query link carries and must lose. */
const SHARE_NAMES: readonly string[] = [...Object.values(SHARE_PARAMS), TIERS_PARAM];

/** Plain digits only, and no more than a person could type into the form. */
const DIGITS = /^\d{1,12}$/;
const TIER_PART = /^\d{1,3}$/;

/** A parameter's number: anything else it carries is `UNREADABLE`, and the form says so. */
const readNumber = (raw: string, pattern: RegExp) => (pattern.test(raw) ? Number(raw) : UNREADABLE);

/** The participant's own figures: without one of them there is no scenario to share. */
const PERSONAL: readonly CalculatorField[] = [
  'currentAge',
  'currentSavings',
  'pretaxSalary',
  'contributionPercentage',
];

/** Whether the inputs hold any of the participant's own figures (the plan's defaults are not). */
export const hasOwnFigures = (values: CalculatorValues) =>
  PERSONAL.some((field) => values[field] !== null);

function readTiers(raw: string | null): TierValues[] {
  if (!raw) return [];
  return raw
    .split(',')
    .slice(0, MAX_MATCH_TIERS - 1)
    .map((pair) => {
      // Each half on its own: a readable rate stays when the limit is not (`25:x`).
      const [rate = '', upTo = ''] = pair.split(':');
      return { rate: readNumber(rate, TIER_PART), upTo: readNumber(upTo, TIER_PART) };
    });
}

/**
 * The inputs the parameters carry, or undefined when they carry none. They are untrusted:
 * anything that is not plain digits is `UNREADABLE` (an empty field whose message shows at once),
 * and a field the link leaves out keeps its default.
 */
function valuesFromParams(params: URLSearchParams): CalculatorValues | undefined {
  const entries = Object.entries(SHARE_PARAMS) as [CalculatorField, string][];
  if (!entries.some(([, name]) => params.has(name))) return undefined;
  const values: CalculatorValues = {
    ...initialCalculatorState.values,
    additionalMatchTiers: readTiers(params.get(TIERS_PARAM)),
  };
  for (const [field, name] of entries) {
    const raw = params.get(name);
    values[field] = raw === null ? initialCalculatorState.values[field] : readNumber(raw, DIGITS);
  }
  return values;
}

/**
 * The scenario a link brings: from a versioned fragment, or from the query of a link made before
 * the fragment (those have no version).
 */
export function sharedScenario(location: { search: string; hash: string }) {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const values = fragment.get('v') === SHARE_VERSION ? valuesFromParams(fragment) : undefined;
  return values ?? valuesFromParams(new URLSearchParams(location.search));
}

/** The query without a legacy link's calculator parameters (other parameters stay). */
export function searchWithoutScenario(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SHARE_NAMES) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A value as the link writes it: `UNREADABLE` as nothing, which reads back as unreadable. */
const shareNumber = (value: number | null) =>
  value === null || Number.isNaN(value) ? '' : String(value);

/**
 * The fragment for these inputs (`v=1&...`, empty fields left out), or '' when the participant
 * has typed none of their own figures: a first visit's address stays the page's own. A field a
 * link could not read stays in it, empty (`salary=`), so a reload or the copied link says so too.
 */
export function shareFragment(values: CalculatorValues): string {
  if (!hasOwnFigures(values)) return '';
  const params = new URLSearchParams({ v: SHARE_VERSION });
  for (const [field, name] of Object.entries(SHARE_PARAMS) as [CalculatorField, string][]) {
    const value = values[field];
    if (value !== null) params.set(name, shareNumber(value));
  }
  const tiers = values.additionalMatchTiers
    .filter((tier) => tier.rate !== null && tier.upTo !== null)
    .map((tier) => `${shareNumber(tier.rate)}:${shareNumber(tier.upTo)}`);
  if (tiers.length > 0) params.set(TIERS_PARAM, tiers.join(','));
  return params.toString();
}
