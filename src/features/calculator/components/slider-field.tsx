import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { memo } from 'react';
import { NumberField } from './number-field';
import { sameFieldData } from './same-field-data';

interface SliderFieldProps {
  id: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  unit?: 'percent';
  maxDigits: number;
  error?: string;
  hint?: string;
  /** The value in words and units, for screen readers ("6 percent of pay"). */
  valueText: (value: number) => string;
  onValueChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef?: (node: HTMLInputElement | null) => void;
}

/**
 * A number field with a slider under it, for the what-ifs people try most. Both drive the same
 * value; the slider takes arrows (one step), Page Up/Down (five) and Home/End, and is named by
 * the field's own label.
 */
export const SliderField = memo(function SliderField({
  id,
  label,
  value,
  min,
  max,
  unit,
  maxDigits,
  error,
  hint,
  valueText,
  onValueChange,
  onBlur,
  inputRef,
}: SliderFieldProps) {
  // Empty or unreadable (NaN): the slider rests at its start.
  const position =
    value !== null && Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <NumberField
        id={id}
        label={label}
        value={value}
        unit={unit}
        maxDigits={maxDigits}
        error={error}
        hint={hint}
        onValueChange={onValueChange}
        onBlur={onBlur}
        inputRef={inputRef}
      />
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={position}
          min={min}
          max={max}
          step={1}
          shiftStep={5}
          size="small"
          aria-labelledby={`${id}-label`}
          getAriaValueText={valueText}
          data-testid={`${id}-slider`}
          onChange={(_event, next) => {
            onValueChange(next);
          }}
          onChangeCommitted={onBlur}
        />
      </Box>
    </Box>
  );
}, sameFieldData);
