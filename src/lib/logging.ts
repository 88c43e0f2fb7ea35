import type { RuntimeEnv } from '@/config/env';
import { SEARCH_QUERY_PARAM } from '@/config/routes';
import { startFieldVitals } from './field-vitals';
import { logger, setLogSink } from './logger';

/** The logging service's site; its intake origin must be allowed by the CSP. */
export const LOGGING_SITE = 'datadoghq.com';

/**
 * A page URL as logs may carry it (the logging service records the page's URL with every
 * entry): without the search query, which is whatever a participant typed, and without the
 * fragment, where a shared calculator link keeps the participant's age, pay and savings.
 */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete(SEARCH_QUERY_PARAM);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
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
        beforeSend: (event) => {
          event.view.url = loggableUrl(event.view.url);
          if (event.view.referrer) event.view.referrer = loggableUrl(event.view.referrer);
          return true;
        },
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
