import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@/config/constants';

// Intl formatters are costly to build and asked for on every render: one per locale.
const cache = new Map<string, Intl.NumberFormat>();
function formatter(
  locale: string,
  kind: 'dollars' | 'cents' | 'grouped' | 'percent',
): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'grouped' || kind === 'percent'
        ? { style: kind === 'percent' ? 'percent' : 'decimal', maximumFractionDigits: 0 }
        : {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: kind === 'cents' ? 2 : 0,
            minimumFractionDigits: kind === 'cents' ? 2 : 0,
          },
    );
    cache.set(key, format);
  }
  return format;
}

/** Money on screen: whole dollars in the page's locale, `$1,234,567` (es-US writes it alike). */
export function formatDollars(value: number, locale: string = DEFAULT_LANGUAGE): string {
  return formatter(locale, 'dollars').format(Math.round(value));
}

/** A per-paycheck amount: whole dollars, but cents under $1, so a small cost never reads $0. */
export function formatPaycheckAmount(value: number, locale: string = DEFAULT_LANGUAGE): string {
  return value > 0 && value < 0.995
    ? formatter(locale, 'cents').format(value)
    : formatDollars(value, locale);
}

/**
 * A share as a whole percent in the page's locale: `0.874` -> `87%` (es-US writes it alike, with
 * no space). Takes a fraction, as Intl does: a field's 6 (percent) is `formatWholePercent(0.06)`.
 */
export function formatWholePercent(fraction: number, locale: string = DEFAULT_LANGUAGE): string {
  return formatter(locale, 'percent').format(fraction);
}

/** `formatDollars` in the page's locale, for components. */
export function useDollars(): (value: number) => string {
  const { locale } = useIntl();
  return (value) => formatDollars(value, locale);
}

/** A field's digits with thousands separators: `1234567` -> `1,234,567`. */
export function groupDigits(value: number, locale: string = DEFAULT_LANGUAGE): string {
  return formatter(locale, 'grouped').format(value);
}

/** Whatever was typed or pasted, as plain digits (`$85,000.` -> `85000`). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
