import type { RuntimeEnv } from '@/config/env';
import { SEARCH_QUERY_PARAM } from '@/config/routes';
import { logger, setLogSink } from './logger';

/** The logging service's site; its intake origin must be allowed by the CSP. */
export const LOGGING_SITE = 'datadoghq.com';

/**
 * A page URL as logs may carry it: without the search query, which is whatever a participant
 * typed (the logging service records the page's URL with every entry).
 */
export function withoutSearchQuery(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete(SEARCH_QUERY_PARAM);
    return parsed.href;
  } catch {
    return url;
  }
}

/**
 * With a logging token, errors and failed calls go to the browser logging service (Datadog),
 * tagged with the server profile as the environment; its SDK loads only then. Without one,
 * logs stay local.
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
          event.view.url = withoutSearchQuery(event.view.url);
          if (event.view.referrer) event.view.referrer = withoutSearchQuery(event.view.referrer);
          return true;
        },
      });
      setLogSink(({ level, message, context }) => {
        datadogLogs.logger[level](message, context);
      });
    })
    .catch((error: unknown) => {
      logger.warn('Logging service unavailable; logging locally', {
        error: error instanceof Error ? error.message : String(error),
      });
    });
}
