import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { CalculatorValues, TierValues } from '../calculator-slice';
import {
  CALCULATOR_BOUNDS,
  MAX_MATCH_TIERS,
  SPEC_FIELDS,
  tierErrorKey,
  type CalculatorErrors,
  type CalculatorField,
  type ErrorKey,
} from '../validation';
import { NumberField } from './number-field';
import { SliderField } from './slider-field';

interface FieldSpec {
  label: string;
  unit?: 'dollars' | 'percent';
  maxDigits: number;
  hint?: string;
}

/** The labels participants see; SPEC.md's seven keep the names they always had. */
const FIELDS: Record<CalculatorField, FieldSpec> = {
  currentAge: { label: 'Current age', maxDigits: 3 },
  retirementAge: { label: 'Retirement age', maxDigits: 3 },
  currentSavings: { label: 'Current savings', unit: 'dollars', maxDigits: 12 },
  pretaxSalary: { label: 'Pretax annual salary', unit: 'dollars', maxDigits: 12 },
  contributionPercentage: { label: 'Contribution (% of salary)', unit: 'percent', maxDigits: 3 },
  employerMatchingContributionPercentage: {
    label: 'Employer match (%)',
    unit: 'percent',
    maxDigits: 3,
    hint: 'Cents your employer adds per dollar you save, e.g. 50.',
  },
  employerMatchingUpToContributionPercentageOfSalary: {
    label: 'Employer match up to (% of salary)',
    unit: 'percent',
    maxDigits: 3,
    hint: 'The share of your pay your employer matches, e.g. 6.',
  },
  nonelectivePercentage: {
    label: 'Employer contribution (%)',
    unit: 'percent',
    maxDigits: 2,
    hint: 'A share of your salary some employers add whatever you save, e.g. 3. Leave empty if yours does not.',
  },
  claimingAge: { label: 'Social Security starting age', maxDigits: 2 },
  socialSecurityBenefit: {
    label: 'Statement benefit, monthly (optional)',
    unit: 'dollars',
    maxDigits: 5,
    hint: 'The benefit at full retirement age (67) on your Social Security statement, from ssa.gov. Leave empty and we estimate it from your pay.',
  },
};

/** Where the first message sends the focus: the order fields appear in. */
const FOCUS_ORDER: ErrorKey[] = [
  ...SPEC_FIELDS,
  'tier2Rate',
  'tier2UpTo',
  'tier3Rate',
  'tier3UpTo',
  'nonelectivePercentage',
  'claimingAge',
  'socialSecurityBenefit',
];

const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'} old`;

interface CalculatorFormProps {
  values: CalculatorValues;
  /** Only the messages to show now (a field the participant has not reached stays quiet). */
  errors: CalculatorErrors;
  /** The company's plan formula in words, when the match fields came from it. */
  planFormula?: string;
  /** `key` is the field the participant changed (its message may show from now on). */
  onChange: (change: Partial<CalculatorValues>, key?: ErrorKey) => void;
  onBlur: (key: ErrorKey) => void;
  /** Returns the messages of every field, so the first one can take focus. */
  onCalculate: () => CalculatorErrors;
  onClear: () => void;
  shareAction: ReactNode;
}

export const FIELD_ID_PREFIX = 'calculator-';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mt: 1 }}>
      {children}
    </Typography>
  );
}

export function CalculatorForm({
  values,
  errors,
  planFormula,
  onChange,
  onBlur,
  onCalculate,
  onClear,
  shareAction,
}: CalculatorFormProps) {
  const inputs = useRef(new Map<ErrorKey, HTMLInputElement>());
  const register = (key: ErrorKey) => (node: HTMLInputElement | null) => {
    if (node) inputs.current.set(key, node);
    else inputs.current.delete(key);
  };

  // A new tier takes the focus, so keyboard and screen-reader users land where they can fill it.
  const pendingFocus = useRef<ErrorKey | null>(null);
  const tierCount = values.additionalMatchTiers.length;
  useEffect(() => {
    if (pendingFocus.current) inputs.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [tierCount]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = onCalculate();
    const first = FOCUS_ORDER.find((key) => all[key]);
    if (first) inputs.current.get(first)?.focus();
  };

  const number = (field: CalculatorField) => (
    <NumberField
      key={field}
      id={`${FIELD_ID_PREFIX}${field}`}
      {...FIELDS[field]}
      value={values[field]}
      error={errors[field]}
      onValueChange={(value) => {
        onChange({ [field]: value }, field);
      }}
      onBlur={() => {
        onBlur(field);
      }}
      inputRef={register(field)}
    />
  );

  const slider = (
    field: 'retirementAge' | 'contributionPercentage' | 'claimingAge',
    min: number,
    max: number,
    valueText: (value: number) => string,
  ) => (
    <SliderField
      id={`${FIELD_ID_PREFIX}${field}`}
      label={FIELDS[field].label}
      unit={FIELDS[field].unit === 'percent' ? 'percent' : undefined}
      maxDigits={FIELDS[field].maxDigits}
      hint={FIELDS[field].hint}
      value={values[field]}
      min={min}
      max={max}
      valueText={valueText}
      error={errors[field]}
      onValueChange={(value) => {
        onChange({ [field]: value }, field);
      }}
      onBlur={() => {
        onBlur(field);
      }}
      inputRef={register(field)}
    />
  );

  const tiers = values.additionalMatchTiers;
  const setTier = (index: number, change: Partial<TierValues>, key: ErrorKey) => {
    onChange(
      {
        additionalMatchTiers: tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
      },
      key,
    );
  };
  const bounds = CALCULATOR_BOUNDS;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="calculator-form-title"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Typography id="calculator-form-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        About you and your plan
      </Typography>
      {number('currentAge')}
      {slider(
        'retirementAge',
        Math.max(bounds.retirementAge.min, Math.min(values.currentAge ?? 50, 66)),
        bounds.retirementAge.max,
        (value) => `Retire at ${years(value)}`,
      )}
      {number('currentSavings')}
      {number('pretaxSalary')}
      {slider('contributionPercentage', 0, bounds.contributionPercentage.max, (value) => {
        return `${value} percent of pay`;
      })}

      <SectionTitle>Your employer’s contribution</SectionTitle>
      {planFormula && (
        <Typography variant="body2" color="text.secondary" data-testid="plan-formula">
          Filled in from your plan: {planFormula}. Change it if yours is different.
        </Typography>
      )}
      {number('employerMatchingContributionPercentage')}
      {number('employerMatchingUpToContributionPercentageOfSalary')}
      {tiers.map((tier, index) => {
        const n = index + 2;
        const rateKey = tierErrorKey(index, 'Rate');
        const upToKey = tierErrorKey(index, 'UpTo');
        return (
          // Tiers have no identity but their place: removing tier 2 makes tier 3 the new tier 2.
          <Box
            key={index}
            role="group"
            aria-label={`Match tier ${n}`}
            sx={{ display: 'grid', gap: 2 }}
          >
            <NumberField
              id={`${FIELD_ID_PREFIX}tier${n}-rate`}
              label={`Tier ${n} match (%)`}
              unit="percent"
              maxDigits={3}
              value={tier.rate}
              error={errors[rateKey]}
              hint={`What your employer adds per dollar in tier ${n}, e.g. 50.`}
              onValueChange={(rate) => {
                setTier(index, { rate }, rateKey);
              }}
              onBlur={() => {
                onBlur(rateKey);
              }}
              inputRef={register(rateKey)}
            />
            <NumberField
              id={`${FIELD_ID_PREFIX}tier${n}-up-to`}
              label={`Tier ${n} match up to (% of salary)`}
              unit="percent"
              maxDigits={3}
              value={tier.upTo}
              error={errors[upToKey]}
              hint="Counted from 0: “the next 2%” after 4% is 6."
              onValueChange={(upTo) => {
                setTier(index, { upTo }, upToKey);
              }}
              onBlur={() => {
                onBlur(upToKey);
              }}
              inputRef={register(upToKey)}
            />
            <Button
              type="button"
              variant="text"
              sx={{ justifySelf: 'start' }}
              onClick={() => {
                // The focus goes to the tier before, instead of being lost with the button.
                pendingFocus.current =
                  index === 0
                    ? 'employerMatchingUpToContributionPercentageOfSalary'
                    : tierErrorKey(index - 1, 'UpTo');
                onChange({ additionalMatchTiers: tiers.filter((_tier, i) => i !== index) });
              }}
            >
              Remove tier {n}
            </Button>
          </Box>
        );
      })}
      {tiers.length < MAX_MATCH_TIERS - 1 && (
        <Button
          type="button"
          variant="outlined"
          sx={{ justifySelf: 'start' }}
          onClick={() => {
            pendingFocus.current = tierErrorKey(tiers.length, 'Rate');
            onChange({ additionalMatchTiers: [...tiers, { rate: null, upTo: null }] });
          }}
        >
          Add a match tier
        </Button>
      )}
      {number('nonelectivePercentage')}

      <SectionTitle>Social Security</SectionTitle>
      {slider(
        'claimingAge',
        bounds.claimingAge.min,
        bounds.claimingAge.max,
        (value) => `Starts at ${years(value)}`,
      )}
      {number('socialSecurityBenefit')}

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
        // Pressing a button here leaves the focus in the field. Leaving a field shows its message,
        // which pushed these buttons down between press and release, so the click could miss.
        onMouseDown={(event) => {
          event.preventDefault();
        }}
      >
        <Button type="submit" variant="contained" size="large">
          Calculate
        </Button>
        <Button type="button" variant="text" onClick={onClear}>
          Clear
        </Button>
        {shareAction}
      </Box>
    </Paper>
  );
}
