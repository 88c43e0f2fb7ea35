/* eslint playwright/expect-expect: ["warn", { "assertFunctionNames": ["expectFaultsHandled", "expectSeparateFault", "expectHomeOnDefaults", "expectStartRepairing"] }] -- the tables' checks live in these helpers */
import type { Locator, Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  flagServiceEnv,
  injectFault,
  overrideEnv,
  storeAnswers,
  test,
  TEST_TIMEOUT_MS,
} from './fixtures';
import { FAULTS, type Fault } from '../mocks/faults';
import { SESSION_VERSION } from '../src/app/persistence';

/**
 * Fault injection (hardening issue): every call the app makes, failed each of the six ways. The
 * page shows the SPEC.md message in the failing part only, keeps its header and footer (never a
 * blank page), throws nothing (the fixture fails the test on any uncaught error or console
 * error), and its retry restores the part once the call succeeds again, without a reload.
 */

// Network faults and storage do not depend on the screen width: each describe is @desktop-only.

const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";
const OOPS_BODY =
  'Looks like something went wrong. Please refresh the page and try again or contact us.';
const NOT_FOUND = 'Hmm ... looks like this page is already enjoying its retirement.';
const REMINDER_ERROR =
  'We couldn’t set your reminder. Please confirm you’re not a robot and try again.';
const EMAIL_FAILURE =
  'Oops, we’re really sorry! We are having technical difficulties, so please try again later.';
const ARTICLE = '/harborpine/articles/6f1c2a10-0002-4a7e-9b1d-aa0000000002/x';
const ARTICLE_TITLE = "Don't leave free money on the table: your employer match";
const CALCULATOR =
  '/generic/calculator?age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';

/**
 * A 500 or a dropped connection is asked again once, after 1 s, before the message shows; a
 * time-out takes TEST_TIMEOUT_MS; the first calculator result after a load can take seconds more
 * on a shared CI machine.
 */
const MESSAGE_SHOWN = { timeout: 2 * TEST_TIMEOUT_MS + 15_000 };

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => page.getByRole('region', { name });
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

interface Call {
  /** The call (src/config/api-paths.ts), and the part of the page that shows it. */
  name: string;
  /** The page to open. */
  path: string;
  /** Which requests fail. */
  match: (url: URL) => boolean;
  /** Storage or env the page needs before it starts. */
  setup?: (page: Page) => Promise<void>;
  /** The user action that makes the call (mutations), once the page is up. */
  act?: (page: Page) => Promise<void>;
  /** Where the SPEC.md message shows. */
  part: (page: Page) => Locator;
  /** The SPEC.md message for the failing part; DEFAULT_ERROR unless given. */
  message?: string;
  /** false: the message is not an alert of its own (the Oops! modal is a dialog). */
  isAlert?: false;
  /** Something else on the page that must stay: the failure is the failing part's only. */
  intact: (page: Page) => Locator;
  /**
   * The retry; "Try again" in the failing part unless given. null: SPEC.md offers none, and
   * `dismiss` closes the message instead.
   */
  retry?: ((page: Page) => Promise<void>) | null;
  dismiss?: (page: Page, fault: Fault) => Promise<void>;
  /** What else must hold while the call fails. */
  whileFailing?: (page: Page) => Promise<void>;
  /** What proves the part is back. */
  recovered: (page: Page) => Locator;
  /** Faults that show a page of their own instead, with no retry (e.g. 404: not-found). */
  otherwise?: Partial<Record<Fault, (page: Page) => Locator>>;
}

async function storedAnswerCount(page: Page) {
  return page.evaluate(
    () =>
      (
        JSON.parse(window.localStorage.getItem('retirement') ?? '{}') as {
          quizAnswers?: { answers?: unknown[] };
        }
      ).quizAnswers?.answers?.length,
  );
}

const reminderDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Get a contribution reminder' });
const emailDialog = (page: Page) => page.getByRole('dialog', { name: 'Email my action plan' });
const likeButton = (page: Page) => main(page).getByRole('button', { name: 'Like', exact: true });

const CALLS: Call[] = [
  {
    name: 'company config: the Oops! modal over the shell',
    path: '/retirement/cobaltridge',
    match: (url) => url.searchParams.get('path')?.endsWith('/companies/cobaltridge') ?? false,
    part: (page) => page.getByRole('dialog', { name: 'Oops!' }),
    message: OOPS_BODY,
    isAlert: false,
    intact: (page) => page.getByRole('heading', { level: 1, includeHidden: true }),
    // SPEC.md: the modal asks to refresh the page or contact us; it offers OK and Contact us.
    retry: null,
    dismiss: async (page, fault) => {
      const dialog = page.getByRole('dialog', { name: 'Oops!' });
      if (fault === 'status-500') {
        await dialog.getByRole('button', { name: 'Contact us' }).click();
        await expect(page).toHaveURL(/\/cobaltridge\/contact-us$/);
      } else {
        await dialog.getByRole('button', { name: 'OK' }).click();
      }
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    recovered: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    name: 'company resources: Resources & FAQs page and the footer strip',
    path: '/harborpine/make-a-change',
    match: (url) => url.pathname.endsWith('/content/company-resources'),
    part: main,
    intact: (page) => region(page, 'Frequently asked questions'),
    recovered: (page) => main(page).getByRole('link', { name: /Beacon Retirement Services/ }),
  },
  {
    name: 'company links: Resources & FAQs page',
    path: '/harborpine/make-a-change',
    match: (url) => url.pathname.endsWith('/content/company-links'),
    part: main,
    intact: (page) => main(page).getByRole('region', { name: 'Company resources' }),
    recovered: (page) => main(page).getByRole('link', { name: /Summary plan description/ }),
  },
  {
    name: 'home config: home page',
    path: '/retirement/harborpine',
    match: (url) => url.searchParams.get('path')?.includes('/homepage/') ?? false,
    part: main,
    intact: (page) => h1(page, 'Welcome to RetireWell'),
    recovered: (page) => page.getByText('Build your future with Harbor & Pine').first(),
  },
  {
    name: 'quiz config: quiz welcome',
    path: '/retirement/generic/quiz',
    match: (url) => url.searchParams.get('path')?.endsWith('/quiz/config') ?? false,
    part: main,
    intact: (page) => h1(page, 'Retirement persona quiz'),
    recovered: (page) => h1(page, "What's your retirement style?"),
  },
  {
    name: 'community page: grammy-major',
    path: '/generic/grammy-major',
    match: (url) => url.searchParams.get('path')?.includes('/community/') ?? false,
    part: main,
    intact: (page) => h1(page, 'Community'),
    recovered: (page) => h1(page, 'Music, money and making it last'),
  },
  {
    name: 'FAQs: FAQ page',
    path: '/retirement/generic/faqs',
    match: (url) => url.pathname.endsWith('/content/faqs'),
    part: main,
    intact: (page) => h1(page, /FAQ|Frequently/),
    recovered: (page) => page.getByText('What is RetireWell?'),
  },
  {
    name: 'article: article page',
    path: ARTICLE,
    match: (url) => /\/po\/content\/articles\/(?!next$)[^/]+$/.test(url.pathname),
    part: main,
    intact: (page) => h1(page, 'Article unavailable'),
    recovered: (page) => h1(page, ARTICLE_TITLE),
    // The service says the article does not exist: a not-found page, not an error.
    otherwise: { 'status-404': (page) => page.getByText(NOT_FOUND) },
  },
  {
    name: 'next article: Read next on the article page',
    path: ARTICLE,
    match: (url) => url.pathname.endsWith('/articles/next'),
    part: (page) => region(page, 'Read next'),
    intact: (page) => h1(page, ARTICLE_TITLE),
    recovered: (page) => region(page, 'Read next').getByRole('heading', { level: 3 }),
  },
  {
    name: 'article rating: the like count on the article page',
    path: ARTICLE,
    match: (url) =>
      url.pathname.endsWith('/rating') && !url.searchParams.has('articleRatingActionType'),
    part: (page) => main(page),
    intact: (page) => h1(page, ARTICLE_TITLE),
    recovered: (page) => main(page).getByText(/like this$/),
  },
  {
    name: 'article rating update: Like',
    path: ARTICLE,
    match: (url) => url.searchParams.has('articleRatingActionType'),
    // Each fault starts from a tab that has not liked the article yet.
    setup: async (page) => {
      await page.addInitScript(() => {
        window.sessionStorage.removeItem('redux-store');
      });
    },
    act: (page) => likeButton(page).click(),
    part: main,
    intact: (page) => h1(page, ARTICLE_TITLE),
    recovered: (page) =>
      main(page)
        .getByRole('status')
        .filter({ hasText: /You liked this/ }),
  },
  {
    name: 'articles list: Get the facts',
    path: '/generic/get-the-facts',
    match: (url) => url.pathname.endsWith('/po/content/articles/'),
    part: main,
    intact: (page) => h1(page, /.+/),
    recovered: (page) => main(page).getByText('Start saving for retirement today').first(),
  },
  {
    name: 'sitemap articles: sitemap',
    path: '/retirement/generic/sitemap',
    match: (url) => url.pathname.endsWith('/content/content/articles'),
    part: main,
    intact: (page) => main(page).getByRole('link', { name: 'Privacy policy' }),
    recovered: (page) => page.getByText('Social Security basics: what to expect'),
  },
  {
    name: 'contribution reminder: the reminder form',
    path: '/harborpine/make-a-change',
    match: (url) => url.pathname.endsWith('/email/contribution-reminder'),
    act: async (page) => {
      const dialog = reminderDialog(page);
      await page.getByRole('button', { name: 'Remind me in six months' }).click();
      await dialog.getByRole('textbox', { name: 'First name' }).fill('José');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('García');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('jose@example.com');
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await dialog.getByRole('button', { name: 'Set my reminder' }).click();
    },
    part: reminderDialog,
    message: REMINDER_ERROR,
    intact: (page) => reminderDialog(page).getByRole('textbox', { name: 'Email' }),
    // The captcha is spent on a failed submit: the retry solves it again and submits.
    retry: async (page) => {
      const dialog = reminderDialog(page);
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await dialog.getByRole('button', { name: 'Set my reminder' }).click();
    },
    recovered: (page) => page.getByRole('dialog', { name: 'You’re all set!' }),
  },
  {
    name: 'email action plan: the email form',
    // Harbor & Pine offers the e-mail in its config (QA's overrides apply to QA's visits only).
    path: '/retirement/harborpine/quiz/action-plan',
    match: (url) => url.pathname.endsWith('/email/action-plan'),
    setup: storeAnswers,
    act: async (page) => {
      await page.getByRole('button', { name: 'Email my action plan' }).click();
      await emailDialog(page)
        .getByRole('textbox', { name: 'Email address' })
        .fill('jose@example.com');
      await emailDialog(page).getByRole('button', { name: 'Send' }).click();
    },
    part: emailDialog,
    message: EMAIL_FAILURE,
    intact: (page) => emailDialog(page).getByRole('textbox', { name: 'Email address' }),
    retry: (page) => emailDialog(page).getByRole('button', { name: 'Send' }).click(),
    recovered: (page) => emailDialog(page).getByText(/Your action plan is on its way/),
  },
  {
    name: 'quiz animal: the last question of the quiz',
    path: '/retirement/generic/quiz/support',
    match: (url) => url.pathname.startsWith('/wcm/api/po/cfs'),
    setup: storeAnswers,
    act: (page) => page.getByRole('button', { name: 'Next', exact: true }).click(),
    // No answer is lost: the retry finishes the quiz from them.
    whileFailing: async (page) => {
      expect(await storedAnswerCount(page)).toBe(5);
    },
    part: main,
    intact: (page) => page.getByRole('heading', { name: /How would you like to keep going\?/ }),
    recovered: (page) => page.getByTestId('persona-name'),
  },
  {
    name: 'quiz animal: the persona on the action plan',
    path: '/retirement/generic/quiz/action-plan',
    match: (url) => url.pathname.startsWith('/wcm/api/po/cfs'),
    setup: storeAnswers,
    part: (page) => region(page, 'Your retirement persona'),
    intact: (page) => h1(page, /action plan/i),
    recovered: (page) => page.getByTestId('persona-name'),
  },
  {
    name: 'calculator constants: the assumptions',
    path: CALCULATOR,
    match: (url) => url.pathname.endsWith('/retirement/constants'),
    part: (page) => region(page, 'How we work it out'),
    intact: (page) => page.getByRole('heading', { name: 'Your retirement at 67' }),
    recovered: (page) => region(page, 'How we work it out').getByRole('listitem').first(),
  },
  {
    name: 'calculator goal: the projection',
    path: CALCULATOR,
    match: (url) => url.pathname.endsWith('/retirement/goal'),
    part: main,
    intact: (page) => region(page, 'How we work it out').getByRole('listitem').first(),
    recovered: (page) => page.getByRole('heading', { name: 'Your retirement at 67' }),
  },
  {
    name: 'privacy policy: privacy page',
    path: '/retirement/privacy',
    match: (url) => url.pathname.endsWith('/content/fragments'),
    part: main,
    intact: (page) => h1(page, 'Privacy policy'),
    recovered: (page) => page.getByRole('heading', { name: 'What we collect' }),
  },
];

declare global {
  interface Window {
    /** Set before a retry: still there afterwards proves the page did not reload. */
    __noReload?: boolean;
  }
}

/** Never a blank page: the header and footer stay (behind a modal, too). */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner', { includeHidden: true })).toBeVisible();
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeVisible();
}

/** Resolves once a request the call matches has finished, failed or been given up. */
function callSettled(page: Page, match: (url: URL) => boolean) {
  return new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (!match(new URL(request.url()))) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** The SPEC.md message in the call's part. */
function messageOf(page: Page, call: Call) {
  const message = call.message ?? DEFAULT_ERROR;
  const shown =
    call.isAlert === false
      ? call.part(page).getByText(message)
      : call.part(page).getByRole('alert').filter({ hasText: message });
  return shown.first();
}

/** After a failed call: the message in its part, the rest of the page intact, never blank. */
async function expectMessage(page: Page, call: Call, fault: Fault) {
  await expect(messageOf(page, call)).toBeVisible(MESSAGE_SHOWN);
  await expect(call.intact(page)).toBeVisible();
  await expectShell(page);
  await call.whileFailing?.(page);
  if (fault === 'status-500') await expectNoAxeViolations(page);
  if (call.retry !== null) {
    // Only the company config raises the Oops! modal; every other failure stays in its part.
    await expect(page.getByRole('dialog', { name: 'Oops!' })).toHaveCount(0);
  }
}

async function open(page: Page, call: Call) {
  await page.goto(call.path);
  await call.act?.(page);
}

/** A fault with a page of its own (e.g. not-found), or on a call SPEC.md offers no retry for. */
async function expectSeparateFault(page: Page, call: Call, fault: Fault) {
  const other = call.otherwise?.[fault];
  if (other) {
    await expect(other(page)).toBeVisible(MESSAGE_SHOWN);
    await expectShell(page);
    return;
  }
  await expectMessage(page, call, fault);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await call.dismiss?.(page, fault);
  await expectShell(page);
}

async function retry(page: Page, call: Call) {
  if (call.retry) await call.retry(page);
  else await messageOf(page, call).getByRole('button', { name: 'Try again' }).click();
}

/**
 * After a "Try again" that worked, the keyboard focus goes on from what replaced the message
 * instead of falling to the body with the button it was on.
 */
async function expectFocusKept(page: Page, call: Call) {
  if (call.retry) return;
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement !== null && document.activeElement !== document.body,
      ),
    )
    .toBe(true);
}

/**
 * One call, each fault. The page opens once: the first fault shows the message, each retry meets
 * the next fault and shows it again, and the last retry, with the call healed, restores the part
 * in the same document. Faults with a page of their own, and calls with no retry, open the page
 * once per fault.
 */
async function expectFaultsHandled(page: Page, call: Call, fail: (fault?: Fault) => void) {
  const separate = FAULTS.filter((fault) => call.retry === null || call.otherwise?.[fault]);
  const chained = FAULTS.filter((fault) => !separate.includes(fault));
  const steps = chained.map((fault, index) => ({ fault, trigger: index === 0 ? open : retry }));
  for (const { fault, trigger } of steps) {
    await test.step(fault, async () => {
      fail(fault);
      const settled = callSettled(page, call.match);
      await trigger(page, call);
      await settled;
      await expectMessage(page, call, fault);
    });
  }
  if (chained.length > 0) {
    await test.step('recovery', async () => {
      fail(undefined);
      await page.evaluate(() => {
        window.__noReload = true;
      });
      await retry(page, call);
      await expect(call.recovered(page)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectFocusKept(page, call);
      expect(await page.evaluate(() => window.__noReload)).toBe(true);
    });
  }
  for (const fault of separate) {
    await test.step(fault, async () => {
      fail(fault);
      await open(page, call);
      await expectSeparateFault(page, call, fault);
    });
  }
}

test.describe(
  'every call, each fault: the SPEC.md message in the failing part, and a retry',
  { tag: '@desktop-only' },
  () => {
    test.describe.configure({ timeout: 120_000 });

    for (const call of CALLS) {
      test(call.name, async ({ page }) => {
        let current: Fault | undefined;
        await overrideEnv(page, { requestTimeoutMs: TEST_TIMEOUT_MS });
        for (const fault of FAULTS) {
          await injectFault(page, call.match, fault, () => current === fault);
        }
        await call.setup?.(page);
        await expectFaultsHandled(page, call, (fault) => {
          current = fault;
        });
      });
    }
  },
);

test.describe(
  'start-up calls: any fault, the app starts on its defaults',
  { tag: '@desktop-only' },
  () => {
    test.describe.configure({ timeout: 90_000 });

    /** The home page, whole: what start-up on the development defaults shows. */
    async function expectHomeOnDefaults(page: Page) {
      await expect(page.getByText('Build your future with Harbor & Pine').first()).toBeVisible(
        MESSAGE_SHOWN,
      );
      await expectShell(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }

    test('env.js: the development env', async ({ page }) => {
      let current: Fault | undefined;
      for (const fault of FAULTS) {
        await injectFault(page, '**/env.js', fault, () => current === fault);
      }
      for (const fault of FAULTS) {
        await test.step(fault, async () => {
          current = fault;
          await page.goto('/retirement/harborpine');
          await expectHomeOnDefaults(page);
        });
      }
    });

    test('feature-flag service: the default flags', async ({ page, baseURL }) => {
      await overrideEnv(page, {
        ...flagServiceEnv(baseURL, 1_500),
        requestTimeoutMs: TEST_TIMEOUT_MS,
      });
      let current: Fault | undefined;
      let asked = 0;
      for (const fault of FAULTS) {
        await injectFault(
          page,
          (url) => url.pathname.startsWith('/ld/'),
          fault,
          () => {
            asked += 1;
            return current === fault;
          },
        );
      }
      for (const fault of FAULTS) {
        await test.step(fault, async () => {
          current = fault;
          asked = 0;
          await page.goto('/retirement/harborpine');
          await expectHomeOnDefaults(page);
          expect(asked).toBeGreaterThan(0);
        });
      }
    });
  },
);

test.describe(
  'storage: any value under any key never breaks start-up, and is repaired',
  { tag: '@desktop-only' },
  () => {
    const LOCAL_KEYS = [
      'userProfile',
      'retirement',
      'lastVisitDate',
      'retirewellVisitorId',
      'retirewellFlagOverrides',
      'retirewellPlanProgress',
    ];
    const SESSION_KEY = 'redux-store';

    /** Starts the app with storage holding `values`, and checks what its first writes left. */
    async function expectStartRepairing(page: Page, values: Record<string, string>) {
      await page.addInitScript(
        ({ stored, sessionKey }) => {
          for (const [key, value] of Object.entries(stored)) {
            const area = key === sessionKey ? window.sessionStorage : window.localStorage;
            area.setItem(key, value);
          }
        },
        { stored: values, sessionKey: SESSION_KEY },
      );
      await page.goto('/retirement/harborpine');
      await expectShell(page);
      await expect(page.getByText('Build your future with Harbor & Pine').first()).toBeVisible();
      // Read in the same page: a reload would run the init script, and the garbage, again.
      const read = () =>
        page.evaluate(() => {
          const parse = (raw: string | null) => {
            try {
              return JSON.parse(raw ?? 'null') as unknown;
            } catch {
              return 'unparseable';
            }
          };
          const session = parse(window.sessionStorage.getItem('redux-store')) as {
            version?: unknown;
          } | null;
          return {
            retirement: parse(window.localStorage.getItem('retirement')),
            userProfile: parse(window.localStorage.getItem('userProfile')),
            lastVisitDate: window.localStorage.getItem('lastVisitDate'),
            visitorId: window.localStorage.getItem('retirewellVisitorId'),
            flagOverrides: parse(window.localStorage.getItem('retirewellFlagOverrides')),
            sessionVersion: session?.version,
          };
        });
      // The store writes its session copy back as it starts: the garbage is gone at once.
      const stored = await read();
      expect(stored.sessionVersion).toBe(SESSION_VERSION);
      expect(stored.retirement).toMatchObject({ company: { config: { companyId: 'harborpine' } } });
      expect(stored.userProfile).toEqual({ language: 'en-US', segment: 'g' });
      expect(Number.isNaN(Date.parse(stored.lastVisitDate ?? ''))).toBe(false);
      expect(stored.visitorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.flagOverrides).toEqual({});
    }

    const garbage = {
      'malformed JSON': '{not json',
      'an array': '[1,2,3]',
      'a string': '"a string"',
      'a number': '42',
      'a boolean': 'true',
      null: 'null',
      'an object of foreign types': JSON.stringify({
        user: 'x',
        company: [],
        quizAnswers: { answers: 'no' },
        language: 7,
        segment: null,
        enableEmailMyActionPlan: 'yes',
        version: 'not the version',
      }),
    };
    for (const [kind, value] of Object.entries(garbage)) {
      test(`${kind} under every key`, async ({ page }) => {
        await expectStartRepairing(
          page,
          Object.fromEntries([...LOCAL_KEYS, SESSION_KEY].map((key) => [key, value])),
        );
      });
    }

    test('a huge value under every key', async ({ page }) => {
      // Near the quota: local storage holds about 5 MB per origin, session storage as much again.
      const huge = (kB: number) => JSON.stringify({ padding: 'x'.repeat(kB * 1_000) });
      await expectStartRepairing(page, {
        ...Object.fromEntries(LOCAL_KEYS.map((key) => [key, huge(800)])),
        [SESSION_KEY]: huge(4_000),
      });
    });
  },
);
