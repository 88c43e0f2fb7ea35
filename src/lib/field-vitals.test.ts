import type { MetricType } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_VITALS_SAMPLE_RATE, startFieldVitals, vitalReport } from './field-vitals';
import { type LogEntry, setLogSink } from './logger';

const observed = vi.hoisted(() => ({ metrics: [] as string[] }));

// The browser's performance observers do not exist in jsdom: each callback gets one metric.
vi.mock('web-vitals', () => {
  const metric = (name: string, value: number) => ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
  });
  const observer = (name: string, value: number) => (callback: (m: unknown) => void) => {
    observed.metrics.push(name);
    callback(metric(name, value));
  };
  return {
    onLCP: observer('LCP', 2210.6),
    onINP: observer('INP', 96),
    onCLS: observer('CLS', 0.01234),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  setLogSink(null);
  observed.metrics.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('field Web Vitals (issue 22)', () => {
  it('a sampled visit reports LCP, INP and CLS with the landing path only', async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    window.history.replaceState(null, '', '/generic/calculator?q=my%20debt#salary=80000');
    startFieldVitals(true);
    await vi.waitFor(() => {
      expect(entries).toHaveLength(3);
    });
    expect(entries.map(({ context }) => context)).toEqual([
      {
        metric: 'LCP',
        value: 2211,
        rating: 'good',
        navigationType: 'navigate',
        path: '/generic/calculator',
      },
      {
        metric: 'INP',
        value: 96,
        rating: 'good',
        navigationType: 'navigate',
        path: '/generic/calculator',
      },
      {
        metric: 'CLS',
        value: 0.012,
        rating: 'good',
        navigationType: 'navigate',
        path: '/generic/calculator',
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/80000|debt/);
  });

  it('a visit outside the sample loads nothing and reports nothing', async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    startFieldVitals(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observed.metrics).toEqual([]);
    expect(entries).toEqual([]);
  });

  it('samples one visit in ten (issue 22)', async () => {
    expect(FIELD_VITALS_SAMPLE_RATE).toBe(0.1);
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0.5);
    startFieldVitals();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(observed.metrics).toEqual([]);

    random.mockReturnValue(0.05);
    startFieldVitals();
    await vi.waitFor(() => {
      expect(observed.metrics).toEqual(['LCP', 'INP', 'CLS']);
    });
  });

  it('keeps the metric and its rating, and leaves the element and entries out', () => {
    const metric = {
      name: 'LCP',
      value: 1800.4,
      rating: 'needs-improvement',
      delta: 1800.4,
      id: 'v5-2',
      entries: [{ element: 'img.hero' }],
      navigationType: 'reload',
    } as unknown as MetricType;
    expect(vitalReport(metric, '/retirement/generic')).toEqual({
      metric: 'LCP',
      value: 1800,
      rating: 'needs-improvement',
      navigationType: 'reload',
      path: '/retirement/generic',
    });
  });
});
