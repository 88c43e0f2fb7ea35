const KEYPAD = ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'];

function keypadDigit(letter: string): string {
  return String(KEYPAD.findIndex((keys) => keys.includes(letter)) + 2);
}

/**
 * A tel: URL for a number as the CMS writes it: "1-800-555-0100" dials 18005550100, the
 * letters of "1-800-RETIRE-1" their keypad digits, and "ext. 204" (or "x204") after a pause,
 * which phones dial once the call connects (a comma), instead of running into the number.
 */
export function telHref(phone: string): string | undefined {
  const [, main = phone, extension] =
    /^(.*?)(?:\s*(?:ext\.?|extension|x|#)\s*(\d+))?\s*$/i.exec(phone) ?? [];
  // A vanity number still has digits of its own; words alone ("Call HR") are no number.
  if ((main.match(/\d/g) ?? []).length < 3) return undefined;
  const digits = main
    .toLowerCase()
    .replace(/[a-z]/g, keypadDigit)
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '');
  return `tel:${digits}${extension ? `,${extension}` : ''}`;
}
