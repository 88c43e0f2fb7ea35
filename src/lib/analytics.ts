/**
 * The one place analytics events leave the app: pushed to window.dataLayer for the tag
 * manager. Event builders live with the analytics feature; this only delivers.
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
