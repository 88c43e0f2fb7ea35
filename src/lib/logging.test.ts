import type { LogsEvent } from '@datadog/browser-logs';
import { datadogLogs } from '@datadog/browser-logs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { DEVELOPMENT_ENV } from '@/config/env';
import { startFieldVitals } from './field-vitals';
import { setLogSink } from './logger';
import { loggableUrl, scrubLogEvent, startLogging } from './logging';

// Whether a visit reports its vitals is field-vitals' own test; here, only that logging asks.
vi.mock('./field-vitals', () => ({ startFieldVitals: vi.fn() }));

describe('logged page URLs', () => {
  it('drop the search query and the fragment', () => {
    expect(loggableUrl('https://retirewell.example/generic/search?q=my%20debt&e=1#x')).toBe(
      'https://retirewell.example/generic/search?e=1',
    );
    // A shared calculator link carries the participant's figures in its fragment.
    expect(
      loggableUrl('https://retirewell.example/generic/calculator#age=40&salary=80000&savings=5000'),
    ).toBe('https://retirewell.example/generic/calculator');
    expect(loggableUrl('https://retirewell.example/generic/calculator')).toBe(
      'https://retirewell.example/generic/calculator',
    );
  });

  it('keep only the parameters the app reads: a link from an e-mail campaign brings its own', () => {
    // Mailing tools tag their links with who the e-mail went to (Marketo's mkt_tok, Marketing
    // Cloud's subscriber key), and a sponsor's link may carry anything: none of it is the app's.
    expect(
      loggableUrl(
        'https://retirewell.example/retirement/harborpine?e=1&s=g&uid=qa&lang=es' +
          '&email=jose%40example.com&mkt_tok=MjY4LVJZ&sfmc_sub=0031X00000abcdE',
      ),
    ).toBe('https://retirewell.example/retirement/harborpine?e=1&s=g&uid=qa&lang=es');
    // A uid off the allow-list is a participant's, who stays anonymous (SPEC.md section 6).
    expect(loggableUrl('https://retirewell.example/retirement/harborpine?uid=E1234567&e=1')).toBe(
      'https://retirewell.example/retirement/harborpine?e=1',
    );
  });

  it("drop an old calculator link's figures from the query, and keep QA's parameters", () => {
    expect(
      loggableUrl(
        'https://retirewell.example/generic/calculator?age=41&retire=67&savings=123456&salary=98765' +
          '&contribution=6&match=50&matchUpTo=6&nonelective=2&ssAge=67&ssBenefit=2100&tiers=25:2&uid=qa',
      ),
    ).toBe('https://retirewell.example/generic/calculator?uid=qa');
  });
});

const GOAL_CALL =
  'https://content.example/po/calculator/retirement/goal?currentAge=41&retirementAge=67' +
  '&currentSavings=123456&pretaxSalary=98765&contributionPercentage=7&calc_page=7';

/** A log event as the logging SDK hands it to beforeSend. */
function logEvent(overrides: Partial<LogsEvent>): LogsEvent {
  return {
    date: 1_700_000_000_000,
    status: 'error',
    origin: 'network',
    service: 'retirewell-web',
    message: 'An error',
    view: {
      url: 'https://retirewell.example/generic/calculator#v=1&age=41&savings=123456&salary=98765',
      referrer: 'https://retirewell.example/generic/calculator?age=41&salary=98765',
    },
    ...overrides,
  };
}

/** Every figure the participant typed into the calculator. */
const FIGURES = /\b(41|67|123456|98765)\b/;

describe('log events leave the browser without the participant’s figures', () => {
  it('a failed goal call is still logged with its method, status and path, but no query', () => {
    const event = logEvent({
      message: `Fetch error GET ${GOAL_CALL}`,
      http: { method: 'GET', status_code: 500, url: GOAL_CALL },
      error: { stack: '{"error":"Internal Server Error"}' },
    });

    expect(scrubLogEvent(event)).toBe(true);

    const goalPath = 'https://content.example/po/calculator/retirement/goal';
    expect(event.message).toBe(`Fetch error GET ${goalPath}`);
    expect(event.http).toEqual({ method: 'GET', status_code: 500, url: goalPath });
    expect(event.error?.stack).toBeUndefined();
    expect(event.view).toEqual({
      url: 'https://retirewell.example/generic/calculator',
      referrer: 'https://retirewell.example/generic/calculator',
    });
    expect(JSON.stringify(event)).not.toMatch(FIGURES);
  });

  it("a failed call's entry leaves out the service's answer, which may echo what was sent", () => {
    const event = logEvent({
      message: 'Fetch error POST https://content.example/po/reminder',
      http: { method: 'POST', status_code: 500, url: 'https://content.example/po/reminder' },
      error: { stack: '{"error":"Could not schedule a reminder for jose@example.com"}' },
    });
    scrubLogEvent(event);
    expect(event.message).toBe('Fetch error POST https://content.example/po/reminder');
    expect(event.http?.status_code).toBe(500);
    expect(JSON.stringify(event)).not.toMatch(/jose@example\.com/);
  });

  it('an error that names the call keeps its stack frames, line and column included', () => {
    const event = logEvent({
      origin: 'console',
      message: `Unexpected answer from ${GOAL_CALL}.`,
      error: {
        message: `Unexpected answer from ${GOAL_CALL}.`,
        stack:
          `Error: Unexpected answer from ${GOAL_CALL}.\n` +
          '    at request (https://retirewell.example/src/lib/http.ts?t=1712:92:24)\n' +
          '    at https://retirewell.example/assets/index-abc123.js:1:999',
        causes: [
          {
            message: `GET ${GOAL_CALL} failed`,
            source: 'source',
            stack: `TypeError: GET ${GOAL_CALL} failed\n    at x (https://retirewell.example/a.js:3:4)`,
          },
        ],
      },
    });

    scrubLogEvent(event);

    const goalPath = 'https://content.example/po/calculator/retirement/goal';
    expect(event.message).toBe(`Unexpected answer from ${goalPath}.`);
    expect(event.error?.message).toBe(`Unexpected answer from ${goalPath}.`);
    expect(event.error?.stack).toBe(
      `Error: Unexpected answer from ${goalPath}.\n` +
        '    at request (https://retirewell.example/src/lib/http.ts:92:24)\n' +
        '    at https://retirewell.example/assets/index-abc123.js:1:999',
    );
    expect(event.error?.causes?.[0]).toEqual({
      message: `GET ${goalPath} failed`,
      source: 'source',
      stack: `TypeError: GET ${goalPath} failed\n    at x (https://retirewell.example/a.js:3:4)`,
    });
    expect(JSON.stringify(event)).not.toMatch(FIGURES);
  });

  it('a message without a URL is left as it is', () => {
    const event = logEvent({ origin: 'logger', message: 'Request failed: 500 Try again? Later' });
    scrubLogEvent(event);
    expect(event.message).toBe('Request failed: 500 Try again? Later');
  });
});

describe('the logging service', () => {
  afterEach(() => {
    setLogSink(null);
  });

  it('starts field vitals only with a logging token, and tags entries with the server profile', async () => {
    // First in this block: the SDK is set up once per page, with the first call's profile.
    startLogging(DEVELOPMENT_ENV);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startFieldVitals).not.toHaveBeenCalled();

    startLogging({ ...DEVELOPMENT_ENV, loggingClientToken: 'pub-test-token', serverProfile: 'qa' });
    await waitFor(() => {
      expect(startFieldVitals).toHaveBeenCalledTimes(1);
    });
    expect(datadogLogs.getInitConfiguration()?.env).toBe('qa');
  });

  it('keeps no visitor id across visits (only the session it needs)', async () => {
    startLogging({ ...DEVELOPMENT_ENV, loggingClientToken: 'pub-test-token' });
    await waitFor(() => {
      expect(document.cookie).toMatch(/_dd_s/);
    });
    // The SDK's own anonymous id lives a year in its cookie and rides on every log entry: a
    // tracking id that ties a participant's visits together at a third party.
    expect(document.cookie).not.toMatch(/aid=/);
  });
});
