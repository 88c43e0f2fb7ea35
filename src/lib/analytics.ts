/**
 * The one place analytics events are built and leave the app: pushed to window.dataLayer for
 * the tag manager (SPEC.md section 3 "Analytics"). Builders take labels, ids and states only;
 * nothing a participant types is ever passed in, so no name or e-mail can reach an event.
 */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } catch {
    // A tag manager that replaced dataLayer with something odd must not break the page.
  }
}

/**
 * SPEC.md: custom link names without whitespace or punctuation, each word capitalised:
 * "Change my contribution!" -> "ChangeMyContribution".
 */
export function toLinkName(text: string): string {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
    .slice(0, 100);
}

export function ctaClicked(fields: {
  customLinkName: string;
  linkId: string;
  linkPosition: string;
}) {
  return { event: 'CTA Clicked', ...fields } satisfies AnalyticsEvent;
}

export function modalLoad(fields: { customLinkName: string }) {
  return { event: 'Modal Load', ...fields } satisfies AnalyticsEvent;
}

export function errorMessagePresented(fields: {
  formFieldError: string;
  processStepLabel: string;
  processStepValue: string;
  settingUsed: string;
}) {
  return { event: 'Error Message Presented', ...fields } satisfies AnalyticsEvent;
}

export type SelfServiceStage = 'Started' | 'Step' | 'Completed';

export interface SelfServiceFields {
  processStepLabel: string;
  processStepValue: string;
  settingUsed: string;
  ActivityName: string;
  SessionSettings: string;
}

export function selfService(stage: SelfServiceStage, fields: SelfServiceFields) {
  return { event: `Self Service ${stage}`, ...fields } satisfies AnalyticsEvent;
}
