import { styled } from '@mui/material/styles';
import { memo, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { digitsOnly, formatDollars, formatWholePercent, groupDigits } from '../format';
import { sameFieldData } from './same-field-data';
import { foldTypedDigits } from '@/lib/typed-digits';
import { useIntl } from 'react-intl';
import { ChangingText } from '@/components/changing-text';
import { ErrorIcon } from '@/components/icons';

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

/** Digits and the decimal point: what reformatting keeps of the text before the caret. */
const KEPT = /[\d.]/;
const keptBefore = (text: string) => text.replace(/[^\d.]/g, '').length;

/**
 * The text as the field reads it: full-width digits folded, and in a percent a comma taken for
 * the decimal point it is where Spanish is written with a decimal comma ("6,5"), since no percent
 * has a thousands comma: read as grouping, 6,5 became 65%.
 */
function readable(text: string, unit: NumberFieldProps['unit']) {
  const folded = foldTypedDigits(text);
  return unit === 'percent' ? folded.replace(/,/g, '.') : folded;
}

/**
 * Thousands grouped with points, cents after a comma, as much of Latin America and Spain writes
 * them ("85.000", "1.250.000,50"). No dollar figure has three digits of cents, so points each
 * followed by three digits are grouping: read as a decimal point, 85.000 was a salary of $85.
 */
const POINT_GROUPED = /^\s*\$?\s*\d{1,3}(?:\.\d{3})+(?:,\d*)?\s*$/;
const fromPointGrouped = (text: string) => text.replace(/\./g, '').replace(',', '.');

/**
 * A letter is in no figure a person writes ("1e5", "85k", "12abc"): read as its digits alone,
 * 1e5 became $15 with nothing said. Such text stays as typed, unreadable, with the field's message.
 */
const hasLetter = (text: string) => /\p{L}/u.test(text);

/** Where the caret goes: after as many digits (and point) as before reformatting. */
function caretAfterDigits(text: string, digits: number) {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (KEPT.test(text.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

/** Half a line of the floating label (0.75rem at line height 1.4375): it sits across the outline. */
const LABEL_RISE = `${String((0.75 * 1.4375) / 2)}rem`;

/*
 * The look of MUI's outlined TextField (floating label, notched outline) without its code:
 * TextField pulls in Select, Menu, Popover and Modal, about 23 kB gzip on the calculator's
 * first view. Focus is read by CSS, so the field needs no state of its own.
 */
const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  minWidth: 0,
  // The label always floats, a block of its own above the outline, its last line across it, and
  // wraps: kept to one line, a long label ("Aportación equivalente hasta (% del sueldo)") was cut
  // off at 320 px and under a reader's wider letter spacing (WCAG 1.4.10, 1.4.12), and resting
  // inside an empty field it ended in "…" ("Edad en que empieza a recibir los…"). Its
  // background hides the outline behind it, as the notch did for one line.
  '& > label': {
    ...theme.typography.body1,
    fontSize: '0.75rem',
    lineHeight: '1.4375em',
    color: theme.palette.text.secondary,
    position: 'relative',
    zIndex: 1,
    display: 'block',
    width: 'fit-content',
    maxWidth: 'calc(100% - 18px)',
    margin: `0 0 -${LABEL_RISE} 9px`,
    padding: '0 5px',
    backgroundColor: theme.palette.background.paper,
    transition: theme.transitions.create('color', {
      duration: theme.transitions.duration.shorter,
      easing: theme.transitions.easing.easeOut,
    }),
  },
  '&:focus-within > label': { color: theme.palette.primary.main },
  '& .number-field-control': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    cursor: 'text',
    borderRadius: theme.shape.borderRadius,
  },
  '&[data-unit="dollars"] .number-field-control': { paddingLeft: 14 },
  '&[data-unit="percent"] .number-field-control': { paddingRight: 14 },
  '& input': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    boxSizing: 'content-box',
    // 56 px tall like MUI's field, well over the 44 px touch target.
    height: '1.4375em',
    padding: '16.5px 14px',
    margin: 0,
    border: 0,
    background: 'none',
    display: 'block',
    minWidth: 0,
    width: '100%',
    // The outline below turns primary and 2 px thick instead, as on every MUI field.
    outline: 0,
  },
  '&[data-unit="dollars"] input': { paddingLeft: 0 },
  '&[data-unit="percent"] input': { paddingRight: 0 },
  '& .number-field-unit': {
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
  '&[data-unit="dollars"] .number-field-unit': { marginRight: 8 },
  '&[data-unit="percent"] .number-field-unit': { marginLeft: 8 },
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    borderColor: theme.palette.fieldOutline,
    overflow: 'hidden',
    minWidth: '0%',
    textAlign: 'left',
  },
  '@media (hover: hover)': {
    '& .number-field-control:hover fieldset': { borderColor: theme.palette.text.primary },
  },
  '&:focus-within fieldset, & .number-field-control:focus-within:hover fieldset': {
    borderColor: theme.palette.primary.main,
    borderWidth: 2,
  },
  // An empty legend, as MUI's: the outline's top edge runs through its middle.
  '& legend': {
    float: 'unset',
    display: 'block',
    padding: 0,
    height: 11,
    width: 0,
    visibility: 'hidden',
  },
  '& .number-field-message': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    margin: '3px 14px 0',
  },
  '& .number-field-error-icon': {
    fontSize: '1.25em',
    verticalAlign: '-0.3em',
    marginInlineEnd: 4,
  },
  '&[data-error] > label, &[data-error] .number-field-message': {
    color: theme.palette.error.main,
  },
  '&[data-error] fieldset, &[data-error] .number-field-control:hover fieldset': {
    borderColor: theme.palette.error.main,
  },
}));

/**
 * A whole-number field that takes plain digits (typed or pasted, with or without `$` and
 * commas) and shows them grouped, with `$` or `%` beside the value. Its message sits under it.
 */
export const NumberField = memo(function NumberField({
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
  const intl = useIntl();
  const { locale } = intl;
  // An unreadable value (NaN, from a link or the restored tab) shows empty, with its message.
  const shown = (number: number | null) =>
    number === null || Number.isNaN(number)
      ? ''
      : unit === 'dollars'
        ? groupDigits(number, locale)
        : String(number);
  const formatted = shown(value);
  // A decimal point typed into a whole-number field stays on screen with what follows it, until
  // the field is left: dropped at once, the next digit ran into the whole number ("6.5" -> 65).
  // Text with a letter stays too, left or not, so the participant sees what the message is about.
  const [decimal, setDecimal] = useState<{ text: string; value: number | null } | null>(null);
  // Object.is: unreadable text holds NaN, which equals nothing else.
  const typedDecimal = decimal !== null && Object.is(decimal.value, value) ? decimal : null;
  const display = typedDecimal ? typedDecimal.text : formatted;
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
    const raw = event.target.value;
    if (hasLetter(foldTypedDigits(raw))) {
      setDecimal({ text: raw, value: Number.NaN });
      onValueChange(Number.NaN);
      return;
    }
    const pointGrouped = unit === 'dollars' && POINT_GROUPED.test(foldTypedDigits(raw));
    // The text before the caret is read as the whole is: its points are grouping too.
    const read = (part: string) =>
      pointGrouped ? fromPointGrouped(foldTypedDigits(part)) : readable(part, unit);
    const text = read(raw);
    const [whole = '', ...fraction] = text.split('.');
    const digits = digitsOnly(whole).slice(0, maxDigits);
    const next = digits === '' ? null : Number(digits);
    const caret = event.target.selectionStart ?? raw.length;
    pendingCaret.current = keptBefore(read(raw.slice(0, caret)));
    const typed =
      fraction.length > 0
        ? { text: `${shown(next)}.${digitsOnly(fraction.join(''))}`, value: next }
        : null;
    setDecimal(typed);
    // Preact (the production build) leaves the text as typed when the value stays the same (a
    // letter in an empty field): the field shows what it holds, as it does under React.
    const nextDisplay = typed ? typed.text : shown(next);
    if (event.target.value !== nextDisplay) {
      event.target.value = nextDisplay;
      const position = caretAfterDigits(nextDisplay, pendingCaret.current);
      event.target.setSelectionRange(position, position);
    }
    onValueChange(next);
  };

  const handleBlur = () => {
    if (typedDecimal && Number.isNaN(value)) {
      onBlur?.();
      return;
    }
    setDecimal(null);
    // Left as it came (unreadable, shown empty): now an empty field, which an optional one may be.
    if (value !== null && Number.isNaN(value)) onValueChange(null);
    onBlur?.();
  };

  let used: string | undefined;
  if (typedDecimal && value !== null && !Number.isNaN(value)) {
    used =
      unit === 'dollars'
        ? formatDollars(value, locale)
        : unit === 'percent'
          ? formatWholePercent(value / 100, locale)
          : intl.formatNumber(value);
  }

  const setRefs = (node: HTMLInputElement | null) => {
    element.current = node;
    inputRef?.(node);
  };

  const message =
    error ??
    (used === undefined
      ? hint
      : intl.formatMessage({ id: 'calculator.form.wholeNumbers' }, { value: used }));
  const messageId = `${id}-helper-text`;

  return (
    <Root data-unit={unit} data-error={error ? '' : undefined}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <div className="number-field-control">
        {unit === 'dollars' && <span className="number-field-unit">$</span>}
        <input
          id={id}
          ref={setRefs}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={display}
          onChange={handleChange}
          onBlur={handleBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={message ? messageId : undefined}
        />
        {unit === 'percent' && <span className="number-field-unit">%</span>}
        <fieldset aria-hidden="true">
          <legend />
        </fieldset>
      </div>
      {message && (
        <p id={messageId} className="number-field-message">
          {/* The red alone told an error from a hint ("From 16 to 66.") that the form's summary
              calls highlighted: the icon tells it without colour (WCAG 1.4.1). */}
          {error && (
            <ErrorIcon className="number-field-error-icon" data-testid="field-error-icon" />
          )}
          <ChangingText>{message}</ChangingText>
        </p>
      )}
    </Root>
  );
}, sameFieldData);
