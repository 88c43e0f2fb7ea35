import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { CalculatorValues } from '../calculator-slice';
import { CALCULATOR_FIELDS, type CalculatorErrors, type CalculatorField } from '../validation';
import { NumberField } from './number-field';

/** The form's fields, in SPEC order, with the labels participants see. */
const FIELDS: {
  field: CalculatorField;
  label: string;
  unit?: 'dollars' | 'percent';
  maxDigits: number;
  hint?: string;
}[] = [
  { field: 'currentAge', label: 'Current age', maxDigits: 3 },
  { field: 'retirementAge', label: 'Retirement age', maxDigits: 3 },
  { field: 'currentSavings', label: 'Current savings', unit: 'dollars', maxDigits: 12 },
  { field: 'pretaxSalary', label: 'Pretax annual salary', unit: 'dollars', maxDigits: 12 },
  {
    field: 'contributionPercentage',
    label: 'Contribution (% of salary)',
    unit: 'percent',
    maxDigits: 3,
  },
  {
    field: 'employerMatchingContributionPercentage',
    label: 'Employer match (%)',
    unit: 'percent',
    maxDigits: 3,
    hint: 'Cents your employer adds per dollar you save, e.g. 50.',
  },
  {
    field: 'employerMatchingUpToContributionPercentageOfSalary',
    label: 'Employer match up to (% of salary)',
    unit: 'percent',
    maxDigits: 3,
    hint: 'The share of your pay your employer matches, e.g. 6.',
  },
];

interface CalculatorFormProps {
  values: CalculatorValues;
  /** Only the messages to show now (a field the participant has not reached stays quiet). */
  errors: CalculatorErrors;
  onChange: (field: CalculatorField, value: number | null) => void;
  onBlur: (field: CalculatorField) => void;
  /** Returns the messages of every field, so the first one can take focus. */
  onCalculate: () => CalculatorErrors;
  onClear: () => void;
  shareAction: ReactNode;
}

export const FIELD_ID_PREFIX = 'calculator-';

export function CalculatorForm({
  values,
  errors,
  onChange,
  onBlur,
  onCalculate,
  onClear,
  shareAction,
}: CalculatorFormProps) {
  const inputs = useRef(new Map<CalculatorField, HTMLInputElement>());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = onCalculate();
    const first = CALCULATOR_FIELDS.find((field) => all[field]);
    if (first) inputs.current.get(first)?.focus();
  };

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
      {FIELDS.map(({ field, label, unit, maxDigits, hint }) => (
        <NumberField
          key={field}
          id={`${FIELD_ID_PREFIX}${field}`}
          label={label}
          value={values[field]}
          unit={unit}
          maxDigits={maxDigits}
          hint={hint}
          error={errors[field]}
          onValueChange={(value) => {
            onChange(field, value);
          }}
          onBlur={() => {
            onBlur(field);
          }}
          inputRef={(node) => {
            if (node) inputs.current.set(field, node);
            else inputs.current.delete(field);
          }}
        />
      ))}
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
