import type { MetricType } from 'web-vitals';
import { logger } from './logger';

/**
 * Share of page loads that report their Web Vitals (issue 22): enough to see how slow phones
 * really fare, light on the logging service and on participants' data plans.
 */
export const FIELD_VITALS_SAMPLE_RATE = 0.1;

/**
 * What one report carries: the metric, its rating and the path the visit landed on. No query
 * and no fragment (they can hold a search or a participant's figures), no element selector
 * (one can name content the participant chose).
 */
export function vitalReport(metric: MetricType, landingPath: string) {
  return {
    metric: metric.name,
    // CLS is a unitless score; the others are milliseconds.
    value: metric.name === 'CLS' ? Number(metric.value.toFixed(3)) : Math.round(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
    path: landingPath,
  };
}

/**
 * Field data: a sampled visit reports its real LCP, INP and CLS through the logging client. The
 * library loads only for a sampled visit, after the first view; its observers read the buffered
 * entries, so nothing that happened before is missed.
 */
export function startFieldVitals(sampled = Math.random() < FIELD_VITALS_SAMPLE_RATE): void {
  if (!sampled) return;
  const landingPath = window.location.pathname;
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      const report = (metric: MetricType) => {
        logger.info('Web vital', vitalReport(metric, landingPath));
      };
      onLCP(report);
      onINP(report);
      onCLS(report);
    })
    .catch(() => undefined);
}
