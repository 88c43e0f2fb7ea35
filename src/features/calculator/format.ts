const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money on screen: whole dollars, `$1,234,567`. */
export function formatDollars(value: number): string {
  return dollars.format(Math.round(value));
}

/** A field's digits with thousands separators: `1234567` -> `1,234,567`. */
export function groupDigits(value: number): string {
  return grouped.format(value);
}

/** Whatever was typed or pasted, as plain digits (`$85,000.` -> `85000`). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
