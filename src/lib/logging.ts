import type { LogsEvent } from '@datadog/browser-logs';
import { CALCULATOR_SHARE_NAMES } from '@/config/calculator-share';
import type { RuntimeEnv } from '@/config/env';
import { SEARCH_QUERY_PARAM } from '@/config/routes';
import { startFieldVitals } from './field-vitals';
import { logger, setLogSink } from './logger';

/** The logging service's site; its intake origin must be allowed by the CSP. */
export const LOGGING_SITE = 'datadoghq.com';

/** Page parameters that hold what the participant typed, so never reach a log. */
const PERSONAL_PAGE_PARAMS = [
  SEARCH_QUERY_PARAM,
  // A calculator link made before the fragment carried the figures in the query; the app
  // rewrites it, but the page view that opened it has already been recorded with them.
  ...CALCULATOR_SHARE_NAMES,
];

/**
 * A page URL as logs may carry it (the logging service records the page's URL with every
 * entry): without the search query, which is whatever a participant typed, without an old
 * calculator link's figures, and without the fragment, where a shared calculator link keeps the
 * participant's age, pay and savings. Other parameters (QA's `uid`, say) help read the log.
 */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of PERSONAL_PAGE_PARAMS) parsed.searchParams.delete(name);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

/** An absolute URL in free text, split into its address and its query and fragment. */
const URL_WITH_QUERY = /(https?:\/\/[^\s?#"'<>()]+)([?#][^\s"'<>()]*)/g;
/** What may trail a URL in text without being part of it: a stack frame's line and column, a stop. */
const TEXT_AFTER_URL = /(?::\d+){0,2}[.,;:!]?$/;

/**
 * The text with every URL's query and fragment cut off. The calls that carry the participant's
 * figures or quiz answers (the goal and persona calls) send them in the query, and the logging
 * SDK names a failed call by its full URL; the call's path is what identifies it in a log.
 * The app's queries are URL-encoded (`:` as %3A), so a line and column kept is never a figure.
 */
function withoutQueries(text: string): string {
  return text.replace(
    URL_WITH_QUERY,
    (_, address: string, query: string) => address + (TEXT_AFTER_URL.exec(query)?.[0] ?? ''),
  );
}

/**
 * The logging SDK's beforeSend: the only place every log event passes before it leaves the
 * browser, whether the app logged it or the SDK collected it (a failed call, an uncaught error,
 * a console error), so DESIGN.md section 7's "no PII in logs" is kept here.
 */
export function scrubLogEvent(event: LogsEvent): boolean {
  event.view.url = loggableUrl(event.view.url);
  if (event.view.referrer) event.view.referrer = loggableUrl(event.view.referrer);
  event.message = withoutQueries(event.message);
  if (event.http) event.http.url = withoutQueries(event.http.url);
  const { error } = event;
  if (error) {
    if (error.message) error.message = withoutQueries(error.message);
    if (error.stack) error.stack = withoutQueries(error.stack);
    for (const cause of error.causes ?? []) {
      cause.message = withoutQueries(cause.message);
      if (cause.stack) cause.stack = withoutQueries(cause.stack);
    }
  }
  return true;
}

/**
 * With a logging token, errors and failed calls go to the browser logging service (Datadog),
 * tagged with the server profile as the environment, and a sample of visits reports its Web
 * Vitals there; its SDK loads only then. Without one, logs stay local.
 */
export function startLogging(env: RuntimeEnv): void {
  if (!env.loggingClientToken) return;
  import('@datadog/browser-logs')
    .then(({ datadogLogs }) => {
      datadogLogs.init({
        clientToken: env.loggingClientToken,
        site: LOGGING_SITE,
        service: 'retirewell-web',
        env: env.serverProfile,
        forwardErrorsToLogs: true,
        sessionSampleRate: 100,
        beforeSend: scrubLogEvent,
      });
      setLogSink(({ level, message, context }) => {
        datadogLogs.logger[level](message, context);
      });
      startFieldVitals();
    })
    .catch((error: unknown) => {
      logger.warn('Logging service unavailable; logging locally', {
        error: error instanceof Error ? error.message : String(error),
      });
    });
}
