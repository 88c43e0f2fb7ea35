/** A tel: URL keeps only the digits and a leading plus: "1-800-555-0100" dials as 18005550100. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : undefined;
}
