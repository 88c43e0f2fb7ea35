import type { LogsEvent } from '@datadog/browser-logs';
import { FLAG_ALLOW_LIST } from '@/config/constants';
import type { RuntimeEnv } from '@/config/env';
import { startFieldVitals } from './field-vitals';
import { logger, setLogSink } from './logger';

/** The logging service's site; its intake origin must be allowed by the CSP. */
const LOGGING_SITE = 'datadoghq.com';

/**
 * The page parameters a log keeps: the start-up ones that help read it (SPEC.md section 7's e, s
 * and uid, and DESIGN.md section 8's lang), the uid only when it is QA's (any other is a
 * participant's, who stays anonymous). Any other parameter can hold what the participant typed
 * (the search's q, an old calculator link's figures) or who they are (a mailing tool's recipient
 * token on a sponsor's e-mail link), so a list of parameters to drop could never be complete.
 */
function keepsParam(name: string, value: string): boolean {
  if (name === 'uid') return (FLAG_ALLOW_LIST as readonly string[]).includes(value);
  return name === 'e' || name === 's' || name === 'lang';
}

/**
 * A page URL as logs may carry it (the logging service records the page's URL with every
 * entry): with the app's own parameters only, and without the fragment, where a shared
 * calculator link keeps the participant's age, pay and savings.
 */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const kept = [...parsed.searchParams].filter(([name, value]) => keepsParam(name, value));
    parsed.search = new URLSearchParams(kept).toString();
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
  // The SDK files a failed call's response body as its stack: a service that echoes what it was
  // sent (an address in a 400 or 500) would put it in the log. The method, status and path say
  // which call failed.
  if (error && event.origin === 'network') delete error.stack;
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
        // Off, or the SDK keeps an anonymous visitor id in its cookie for a year and adds it to
        // every entry: a third party could tie a participant's visits together, which finding
        // a failure never needs (the session id ties one visit's entries).
        trackAnonymousUser: false,
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
