import type { RuntimeEnv } from '@/config/env';
import { logger, setLogSink } from './logger';

/** The logging service's site; its intake origin must be allowed by the CSP. */
export const LOGGING_SITE = 'datadoghq.com';

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
