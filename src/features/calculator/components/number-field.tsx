import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { digitsOnly, groupDigits } from '../format';

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | null;
  onValueChange: (value: number | null) => void;
  onBlur?: () => void;
  unit?: 'dollars' | 'percent';
  /** Longer input is cut off: it could only be out of range. */
  maxDigits: number;
  error?: string;
  hint?: string;
  inputRef?: (node: HTMLInputElement | null) => void;
}

/** Where the caret goes: after the same number of digits as before reformatting. */
function caretAfterDigits(text: string, digits: number) {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

/**
 * A whole-number field that takes plain digits (typed or pasted, with or without `$` and
 * commas) and shows them grouped, with `$` or `%` beside the value. Its message sits under it.
 */
export function NumberField({
  id,
  label,
  value,
  onValueChange,
  onBlur,
  unit,
  maxDigits,
  error,
  hint,
  inputRef,
}: NumberFieldProps) {
  const display = value === null ? '' : unit === 'dollars' ? groupDigits(value) : String(value);
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(display, pendingCaret.current);
    input.setSelectionRange(position, position);
    pendingCaret.current = null;
  }, [display]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const whole = text.split('.')[0] ?? '';
    const digits = digitsOnly(whole).slice(0, maxDigits);
    const caret = event.target.selectionStart ?? text.length;
    pendingCaret.current = digitsOnly(text.slice(0, caret)).length;
    onValueChange(digits === '' ? null : Number(digits));
  };

  const setRefs = (node: HTMLInputElement | null) => {
    element.current = node;
    inputRef?.(node);
  };

  return (
    <TextField
      id={id}
      label={label}
      value={display}
      onChange={handleChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      autoComplete="off"
      inputRef={setRefs}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          startAdornment:
            unit === 'dollars' ? <InputAdornment position="start">$</InputAdornment> : undefined,
          endAdornment:
            unit === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined,
        },
      }}
    />
  );
}
