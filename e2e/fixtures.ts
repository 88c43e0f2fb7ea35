import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import type { Fault } from '../mocks/faults';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixtures {
  /**
   * Console errors, uncaught exceptions, off-origin requests and failed content calls, in every
   * context the test opens: any of them fails the test.
   */
  pageProblems: string[];
}

/** The requests injectFault failed: the test planted those failures. */
const planted = new WeakSet<Request>();
/** Failures a test causes on purpose without injectFault (allowFailedCalls), per context. */
const allowed = new WeakMap<BrowserContext, ((url: URL) => boolean)[]>();

/**
 * The status and address, if the response is a content call (the content service, a CMS picture,
 * video or captions) that failed without the test asking for it (injectFault, allowFailedCalls): a
 * status of 400 or more, or for a picture, video or captions the app's own page, which the mock
 * server (like a single-page host) sends for a file it does not have. The fixture lets Chromium's
 * "Failed to load resource" for those pass (fault tests cause them), and a part that shows
 * nothing on error (a lazy picture, a block below the fold, a tab's list) would hide the app
 * asking for the wrong thing.
 */
export function unplannedFailure(response: Response, context: BrowserContext) {
  const url = new URL(response.url());
  const request = response.request();
  const file = ['image', 'media', 'texttrack'].includes(request.resourceType());
  const missingFile = file && (response.headers()['content-type'] ?? '').startsWith('text/html');
  const failed =
    (/^\/(po|wcm)\//.test(url.pathname) || file) &&
    (response.status() >= 400 || missingFile) &&
    !planted.has(request) &&
    !(allowed.get(context) ?? []).some((matches) => matches(url));
  if (!failed) return null;
  return `${String(response.status())}${missingFile ? ' (an HTML page, no such file)' : ''} ${response.url()}`;
}

/**
 * The files whose failure at network level (connection refused or reset, no network, a name
 * that does not resolve) the fixture counts, beside the content calls: a chunk or script that
 * does not arrive leaves part of the app missing, a picture, video or captions a gap.
 */
const WATCHED_FILES = ['script', 'stylesheet', 'font', 'image', 'media', 'texttrack'];

/**
 * The error and address, if the request is a content call or one of the app's files that failed
 * at network level without the test asking for it (injectFault, allowFailedCalls). Chromium
 * reports net::ERR_ABORTED for what the browser or the app cancels itself: a navigation leaving
 * requests in flight, a query the app no longer needs (its AbortSignal), a range request the
 * video player gives up. Those are no failure; every other error is.
 */
export function unplannedNetworkFailure(request: Request, context: BrowserContext) {
  const url = new URL(request.url());
  const error = request.failure()?.errorText ?? '';
  const failed =
    (/^\/(po|wcm)\//.test(url.pathname) || WATCHED_FILES.includes(request.resourceType())) &&
    error !== 'net::ERR_ABORTED' &&
    !planted.has(request) &&
    !(allowed.get(context) ?? []).some((matches) => matches(url));
  if (!failed) return null;
  return `${error} ${request.url()}`;
}

/**
 * Lets content calls matching `url` fail in this test (the test plants the failure itself, or
 * asks for what does not exist); injectFault's failures need no call.
 */
export function allowFailedCalls(page: Page, url: RegExp | ((url: URL) => boolean)) {
  const matches = url instanceof RegExp ? (candidate: URL) => url.test(candidate.href) : url;
  allowed.set(page.context(), [...(allowed.get(page.context()) ?? []), matches]);
}

/** Origins besides the app's that a test set the app to use (a content service of its own). */
const otherOrigins = new WeakMap<BrowserContext, string[]>();

/**
 * Lets the app call and load files from `origin` in this test, which is then watched as the
 * app's own is: its content calls and files must not fail either.
 */
export function allowOrigin(page: Page, origin: string) {
  otherOrigins.set(page.context(), [...(otherOrigins.get(page.context()) ?? []), origin]);
}

const watchedOrigin = (url: string, origin: string, context: BrowserContext) => {
  const { origin: of } = new URL(url);
  return of === origin || (otherOrigins.get(context) ?? []).includes(of);
};

/**
 * The e2e `test`: every test fails on a console error, an uncaught exception, a request that
 * leaves the origin (the app must run offline against the mock service) or a content call or
 * file that fails, by status or at network level, at any time in the test (below the fold, after
 * a click, in a second browser context), unless the test planted it.
 */
export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page, context, browser, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const failedCalls: string[] = [];
      // Every tab of the test: the first, and any it opens (a link in a new tab, a popup).
      const watch = (tab: Page) => {
        tab.on('console', (message) => {
          if (message.type() !== 'error') return;
          // Chromium itself logs every failed API response ("Failed to load resource"), and so
          // for env.js and the flag service (under /ld/ in e2e); the app handles those, which each
          // test asserts. Anything else is a real error.
          const fromApi = /\/(po|wcm|ld)\/|\/env\.js$/.test(message.location().url);
          if (fromApi && message.text().startsWith('Failed to load resource')) return;
          problems.push(`console error: ${message.text()}`);
        });
        tab.on('pageerror', (error) => {
          problems.push(`uncaught: ${error.message}`);
        });
        // A listener, not a route: routing turns off the HTTP cache for the whole test. Leaving
        // the site (a link to the record keeper, in this tab or a new one) is not a request the
        // app makes; tests stand in for those sites themselves.
        tab.on('request', (request) => {
          const url = new URL(request.url());
          const leaving = request.isNavigationRequest() && request.frame() === tab.mainFrame();
          const ours = watchedOrigin(request.url(), origin, tab.context());
          if (!ours && !leaving && !['data:', 'blob:'].includes(url.protocol)) {
            problems.push(`request left the origin: ${request.url()}`);
          }
        });
      };
      // On the context: a tab the test opens makes content calls too.
      const watchContext = (watched: BrowserContext) => {
        watched.on('response', (response) => {
          if (!watchedOrigin(response.url(), origin, watched)) return;
          const failure = unplannedFailure(response, watched);
          if (failure) failedCalls.push(failure);
        });
        watched.on('requestfailed', (request) => {
          if (!watchedOrigin(request.url(), origin, watched)) return;
          const failure = unplannedNetworkFailure(request, watched);
          if (failure) failedCalls.push(failure);
        });
        watched.on('page', watch);
      };
      watch(page);
      watchContext(context);
      // A second browser the test opens (someone else following a copied link) runs the app too:
      // its contexts are watched by the same rules. The browser outlives the test (one per
      // worker): the next test finds its own newContext again.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const made = await newContext(options);
        watchContext(made);
        return made;
      };
      try {
        await use(problems);
      } finally {
        Reflect.deleteProperty(browser, 'newContext');
      }
      expect(problems, 'console errors, uncaught exceptions or off-origin requests').toEqual([]);
      expect(
        failedCalls,
        'content calls that failed, by status or at network level (allowFailedCalls for a failure the test plants)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core with the WCAG 2.2 AA rule set: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // Colours mid-transition (a button fading from disabled to enabled) are not what anyone reads:
  // let finite animations and transitions end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // A skipped heading level (an h4 straight under the h1) breaks the outline screen-reader users
  // jump through (WCAG 1.3.1), but axe files its rule under best practice, outside the WCAG tags.
  // A control whose aria-label leaves out the words it shows cannot be pressed by saying them
  // (voice control, WCAG 2.5.3); axe marks that rule experimental and leaves it off.
  const results = await new AxeBuilder({ page })
    .options({
      rules: {
        'heading-order': { enabled: true },
        'label-content-name-mismatch': { enabled: true },
      },
    })
    .withTags(WCAG_TAGS)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Serves a different runtime env (public/env.js) to the page, e.g. a short request time-out. */
export async function overrideEnv(page: Page, overrides: Record<string, unknown>) {
  await page.route('**/env.js', async (route) => {
    const env = {
      contentServiceBaseUrl: '',
      captchaSiteKey: 'development',
      featureFlagClientId: 'development',
      loggingClientToken: '',
      serverProfile: 'development',
      ...overrides,
    };
    await route.fulfill({
      contentType: 'application/javascript',
      body: `window.__RETIREWELL_ENV__ = ${JSON.stringify(env)};`,
    });
  });
}

/**
 * The env of a configured flag service, under `/ld` on the test server. Each test routes that
 * path itself: how the service answers is what the test is about.
 */
export function flagServiceEnv(baseURL: string | undefined, timeoutMs: number) {
  return {
    featureFlagClientId: 'e2e-client-side-id',
    featureFlagBaseUrl: `${baseURL ?? ''}/ld`,
    featureFlagTimeoutMs: timeoutMs,
  };
}

/** Short enough for a fast test, long enough that no healthy call hits it. */
export const TEST_TIMEOUT_MS = 2_500;

/**
 * Makes requests matching `url` fail the given way while `isFailing()` is true. For 'timeout'
 * the page must run with a short request timeout (overrideEnv with TEST_TIMEOUT_MS).
 */
export async function injectFault(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  fault: Fault,
  isFailing: () => boolean = () => true,
) {
  await page.route(url, async (route) => {
    if (!isFailing()) {
      await route.fallback();
      return;
    }
    planted.add(route.request());
    switch (fault) {
      case 'status-500':
        await route.fulfill({ status: 500, json: { error: 'Internal error' } });
        return;
      case 'status-404':
        await route.fulfill({ status: 404, json: { error: 'Not found' } });
        return;
      case 'timeout':
        await new Promise((resolve) => setTimeout(resolve, TEST_TIMEOUT_MS + 1_000));
        await route.abort('timedout').catch(() => undefined);
        return;
      case 'reset':
        await route.abort('connectionreset');
        return;
      case 'malformed-json':
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"companyId": "gen',
        });
        return;
      case 'html':
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><html><body>index</body></html>',
        });
        return;
    }
  });
}

const QUIZ_CONFIG =
  '/po/content/content/fragments/nested?path=/content/dam/my-retirement/sites/generic/us/en/segments/g/quiz/config';

/**
 * Stored answers to every question of the generic quiz (first option each), and no persona: the
 * action plan opens at once, and asks for the persona anew on each load.
 */
export async function storeAnswers(page: Page) {
  const response = await page.request.get(QUIZ_CONFIG);
  const quiz = (await response.json()) as {
    children_questions: {
      'jcr:uuid': string;
      questionType: string;
      children_options: { 'jcr:uuid': string }[];
    }[];
  };
  const answers = quiz.children_questions.map((question, index) => ({
    questionIndex: index,
    questionUuid: question['jcr:uuid'],
    questionOptionIndex: 0,
    questionOptionUuid: question.children_options[0]?.['jcr:uuid'] ?? '',
    ...(question.questionType === 'card' ? { cardSelections: [0] } : {}),
  }));
  await page.addInitScript((stored) => {
    window.localStorage.setItem('retirement', JSON.stringify({ quizAnswers: { answers: stored } }));
    // The persona an earlier load found (a fault's retry) is forgotten: each load asks again.
    window.sessionStorage.removeItem('redux-store');
  }, answers);
}
