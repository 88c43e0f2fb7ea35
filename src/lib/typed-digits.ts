/**
 * Typed or pasted text with its compatibility characters folded (NFKC): a Japanese or Chinese
 * input method in full-width mode types "８５，０００", which a number field reading ASCII digits
 * emptied.
 */
export function foldTypedDigits(text: string): string {
  return text.normalize('NFKC');
}
