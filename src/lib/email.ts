/**
 * The one e-mail rule (SPEC.md section 5, "Validation rules"), for every address the app or the
 * mock service checks: the reminder, "Email my action plan" and the company's contact address.
 * Word characters, dots or hyphens, an @, domain labels and a top-level part of 2 to 4 letters.
 */
const EMAIL = /^[\w.-]+@(?:[\w-]+\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A mailto: URL for an address that passes the rule, with an optional subject; else nothing. */
export function mailtoHref(address: string | undefined, subject?: string): string | undefined {
  const to = address?.trim();
  if (!to || !isValidEmail(to)) return undefined;
  const topic = subject?.trim();
  return `mailto:${to}${topic ? `?subject=${encodeURIComponent(topic)}` : ''}`;
}
