import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { CalculatorValues, TierValues } from '../calculator-slice';
import { formatDollars, formatWholePercent } from '../format';
import {
  CALCULATOR_BOUNDS,
  MAX_MATCH_TIERS,
  MESSAGE_IDS,
  SPEC_FIELDS,
  tierErrorKey,
  type CalculatorErrors,
  type CalculatorField,
  type ErrorKey,
} from '../validation';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/message-ids';
import { NumberField } from './number-field';
import { SliderField } from './slider-field';
import { PoliteNotice } from '@/components/polite-notice';

interface FieldSpec {
  label: MessageId;
  unit?: 'dollars' | 'percent';
  maxDigits: number;
  hint?: MessageId;
}

/** The labels participants see; SPEC.md's seven keep the names they always had. */
const FIELDS: Record<CalculatorField, FieldSpec> = {
  currentAge: { label: 'calculator.form.currentAge', maxDigits: 3 },
  retirementAge: { label: 'calculator.form.retirementAge', maxDigits: 3 },
  currentSavings: { label: 'calculator.form.currentSavings', unit: 'dollars', maxDigits: 12 },
  pretaxSalary: { label: 'calculator.form.pretaxSalary', unit: 'dollars', maxDigits: 12 },
  contributionPercentage: {
    label: 'calculator.form.contribution',
    unit: 'percent',
    maxDigits: 3,
  },
  employerMatchingContributionPercentage: {
    label: 'calculator.form.match',
    unit: 'percent',
    maxDigits: 3,
    hint: 'calculator.form.matchHint',
  },
  employerMatchingUpToContributionPercentageOfSalary: {
    label: 'calculator.form.matchUpTo',
    unit: 'percent',
    maxDigits: 3,
    hint: 'calculator.form.matchUpToHint',
  },
  nonelectivePercentage: {
    label: 'calculator.form.nonelective',
    unit: 'percent',
    maxDigits: 2,
    hint: 'calculator.form.nonelectiveHint',
  },
  claimingAge: { label: 'calculator.form.claimingAge', maxDigits: 2 },
  socialSecurityBenefit: {
    label: 'calculator.form.benefit',
    unit: 'dollars',
    maxDigits: 5,
    hint: 'calculator.form.benefitHint',
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
  /** Puts back the figures Clear took; absent when it took none, and after the next edit. */
  onRestoreCleared?: () => void;
  shareAction: ReactNode;
}

/** The form's id: the results' income bar stands beside it while it is on screen. */
export const CALCULATOR_FORM_ID = 'calculator-form';

/** The form's buttons' id: the income bar steps aside where it would cover them. */
export const CALCULATOR_ACTIONS_ID = 'calculator-actions';

/** Exported for the page, which moves the focus to a field when a notice above the form goes. */
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
  onRestoreCleared,
  shareAction,
}: CalculatorFormProps) {
  const intl = useIntl();
  const text = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const bound = (value: number, unit: FieldSpec['unit']) => {
    if (unit === 'dollars') return formatDollars(value, intl.locale);
    if (unit === 'percent') return formatWholePercent(value / 100, intl.locale);
    return intl.formatNumber(value);
  };
  const range = ({ min, max }: { min: number; max: number }, unit: FieldSpec['unit']) =>
    intl.formatMessage(
      { id: 'calculator.form.range' },
      { min: bound(min, unit), max: bound(max, unit) },
    );
  // The allowed range is told before anything is typed (WCAG 3.3.2), not only by the message
  // of a figure out of it: the sliders show no numbers, and the other fields had no word of it.
  const hint = (field: CalculatorField) => {
    const { unit } = FIELDS[field];
    const allowed =
      field === 'retirementAge'
        ? intl.formatMessage(
            { id: 'calculator.form.retirementAgeRange' },
            { max: bound(CALCULATOR_BOUNDS.retirementAge.max, unit) },
          )
        : range(CALCULATOR_BOUNDS[field], unit);
    const more = text(FIELDS[field].hint);
    return more ? `${allowed} ${more}` : allowed;
  };
  // The rules' messages come in the service's English; the page shows its own (validation.ts).
  const message = (key: ErrorKey) => {
    const english = errors[key];
    const id = english ? MESSAGE_IDS[english] : undefined;
    return id ? intl.formatMessage({ id }) : english;
  };
  const inputs = useRef(new Map<ErrorKey, HTMLInputElement>());
  const clearButton = useRef<HTMLButtonElement>(null);
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
      label={intl.formatMessage({ id: FIELDS[field].label })}
      unit={FIELDS[field].unit}
      maxDigits={FIELDS[field].maxDigits}
      hint={hint(field)}
      value={values[field]}
      error={message(field)}
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
      label={intl.formatMessage({ id: FIELDS[field].label })}
      unit={FIELDS[field].unit === 'percent' ? 'percent' : undefined}
      maxDigits={FIELDS[field].maxDigits}
      hint={hint(field)}
      value={values[field]}
      min={min}
      max={max}
      valueText={valueText}
      error={message(field)}
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
  // A tier field may keep an older callback (its memo skips callbacks): it reads the tiers here.
  const latestTiers = useRef(tiers);
  useLayoutEffect(() => {
    latestTiers.current = tiers;
  }, [tiers]);
  const setTier = (index: number, change: Partial<TierValues>, key: ErrorKey) => {
    onChange(
      {
        additionalMatchTiers: latestTiers.current.map((tier, i) =>
          i === index ? { ...tier, ...change } : tier,
        ),
      },
      key,
    );
  };
  const bounds = CALCULATOR_BOUNDS;

  return (
    <Paper
      component="form"
      id={CALCULATOR_FORM_ID}
      variant="outlined"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="calculator-form-title"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Typography id="calculator-form-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        <FormattedMessage id="calculator.form.title" />
      </Typography>
      {number('currentAge')}
      {slider(
        'retirementAge',
        Math.max(
          bounds.retirementAge.min,
          // An empty or unreadable (NaN) current age leaves the slider's start at 50.
          Math.min(Number.isFinite(values.currentAge) ? (values.currentAge ?? 50) : 50, 66),
        ),
        bounds.retirementAge.max,
        (age) => intl.formatMessage({ id: 'calculator.form.retireAt' }, { age }),
      )}
      {number('currentSavings')}
      {number('pretaxSalary')}
      {slider('contributionPercentage', 0, bounds.contributionPercentage.max, (percent) =>
        intl.formatMessage({ id: 'calculator.form.percentOfPay' }, { percent }),
      )}

      <SectionTitle>
        <FormattedMessage id="calculator.form.employerSection" />
      </SectionTitle>
      {planFormula && (
        <Typography variant="body2" color="text.secondary" data-testid="plan-formula">
          <FormattedMessage id="calculator.form.planFormula" values={{ formula: planFormula }} />
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
            aria-label={intl.formatMessage({ id: 'calculator.form.tierGroup' }, { n })}
            sx={{ display: 'grid', gap: 2 }}
          >
            <NumberField
              id={`${FIELD_ID_PREFIX}tier${n}-rate`}
              label={intl.formatMessage({ id: 'calculator.form.tierMatch' }, { n })}
              unit="percent"
              maxDigits={3}
              value={tier.rate}
              error={message(rateKey)}
              hint={`${range(bounds.employerMatchingContributionPercentage, 'percent')} ${intl.formatMessage({ id: 'calculator.form.tierMatchHint' }, { n })}`}
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
              label={intl.formatMessage({ id: 'calculator.form.tierUpTo' }, { n })}
              unit="percent"
              maxDigits={3}
              value={tier.upTo}
              error={message(upToKey)}
              hint={`${intl.formatMessage(
                { id: 'calculator.form.tierUpToRange' },
                {
                  max: bound(
                    bounds.employerMatchingUpToContributionPercentageOfSalary.max,
                    'percent',
                  ),
                },
              )} ${intl.formatMessage({ id: 'calculator.form.tierUpToHint' })}`}
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
              <FormattedMessage id="calculator.form.removeTier" values={{ n }} />
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
          <FormattedMessage id="calculator.form.addTier" />
        </Button>
      )}
      {number('nonelectivePercentage')}

      <SectionTitle>
        <FormattedMessage id="calculator.form.ssSection" />
      </SectionTitle>
      {slider('claimingAge', bounds.claimingAge.min, bounds.claimingAge.max, (age) =>
        intl.formatMessage({ id: 'calculator.form.startsAt' }, { age }),
      )}
      {number('socialSecurityBenefit')}

      <Box
        id={CALCULATOR_ACTIONS_ID}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
        // Pressing a button here leaves the focus in the field. Leaving a field shows its message,
        // which pushed these buttons down between press and release, so the click could miss.
        onMouseDown={(event) => {
          event.preventDefault();
        }}
      >
        <Button type="submit" variant="contained" size="large">
          <FormattedMessage id="calculator.form.calculate" />
        </Button>
        <Button
          ref={clearButton}
          type="button"
          variant="text"
          onClick={(event) => {
            onClear();
            // The press kept the focus where it was (above). Where that was nowhere (the page
            // itself, after a mouse press on Calculate), a screen reader would start over from
            // the top: it lands on Clear, where a key press leaves it.
            const button = event.currentTarget;
            if (button.ownerDocument.activeElement === button.ownerDocument.body) button.focus();
          }}
        >
          <FormattedMessage id="calculator.form.clear" />
        </Button>
        {shareAction}
      </Box>
      {/* Clear sits beside Calculate, and one stray tap took a dozen figures for good (the
          cleared form is what the browser keeps): until the next edit, they can come back. */}
      <PoliteNotice
        news={onRestoreCleared !== undefined}
        // Empty, the region stays on the page (a region that arrives with its text goes unheard)
        // but out of the form's grid, which would add a gap for it.
        sx={{ '&:empty': { position: 'absolute' } }}
      >
        {() => (
          <Typography
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
          >
            <FormattedMessage id="calculator.form.cleared" />
            <Button
              variant="text"
              size="small"
              onClick={() => {
                onRestoreCleared?.();
                // The button goes with the notice: the keyboard goes on from Clear, beside it.
                clearButton.current?.focus();
              }}
            >
              <FormattedMessage id="calculator.form.clearedRestore" />
            </Button>
          </Typography>
        )}
      </PoliteNotice>
    </Paper>
  );
}
