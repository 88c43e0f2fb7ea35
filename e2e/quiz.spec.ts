import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, storeAnswers, test } from './fixtures';

// Every quiz step waits 0.5 s by design, and the machine may be shared: allow for both.
test.describe.configure({ timeout: 90_000 });

const NOT_FOUND = 'Hmm ... looks like this page is already enjoying its retirement.';
const WELCOME = "What's your retirement style?";
const PLAN = 'Your personal action plan';

const QUESTIONS = [
  { step: 'priorities', title: "What's on your mind right now?" },
  { step: 'saving-style', title: 'Which sounds most like you?' },
  { step: 'time-horizon', title: 'How far away is retirement for you?' },
  { step: 'market-reaction', title: 'The market drops 15% in a month. What do you do?' },
  { step: 'support', title: 'How would you like to keep going?' },
] as const;

/** Answers per question (cards: several names; buttons: one), and the persona they reach. */
const ANSWER_SETS = {
  rabbit: {
    persona: 'The Eager Rabbit',
    answers: [
      ['Getting started with saving'],
      ["I'm just getting started with saving"],
      ['More than 20 years'],
      ["Wait it out. It'll come back."],
      ['Short reads on my break'],
    ],
  },
  lynx: {
    persona: 'The Focused Lynx',
    answers: [
      ['Investing with confidence', 'Taxes and my paycheck'],
      ['I save as much as I can, and I like to optimize'],
      ['More than 20 years'],
      ['Invest more while prices are low'],
      ['Quick videos'],
    ],
  },
  fox: {
    persona: 'The Resourceful Fox',
    answers: [
      ['Paying down debt'],
      ['Other bills come first right now'],
      ['10 to 20 years'],
      ['Move my money somewhere safer'],
      ['Reminders to check in'],
    ],
  },
  elk: {
    persona: 'The Steady Elk',
    answers: [
      ["Knowing how much I'll need"],
      ['I save a little from every paycheck'],
      ["I haven't thought about it yet"],
      ["Wait it out. It'll come back."],
      ['Running the numbers myself'],
    ],
  },
  owl: {
    persona: 'The Wise Owl',
    answers: [
      ['Getting started with saving', "Knowing how much I'll need", 'Family and life changes'],
      ['I save as much as I can, and I like to optimize'],
      ['Less than 10 years'],
      ['Move my money somewhere safer'],
      ['Talking it over with family', 'Quick videos'],
    ],
  },
} as const;
type Persona = keyof typeof ANSWER_SETS;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[?.]/g, '\\$&')) });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Presses Tab until the control has focus (keyboard-only users have nothing else). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the control');
}

async function answerByMouse(page: Page, persona: Persona, axe = false) {
  for (const [i, { title }] of QUESTIONS.entries()) {
    await expect(heading(page, title)).toBeVisible();
    const choices = ANSWER_SETS[persona].answers[i] ?? [];
    const isCard = i === 0 || i === 4;
    for (const choice of choices) await button(page, choice).click();
    if (axe) await expectNoAxeViolations(page);
    if (isCard) await button(page, 'Next').click();
  }
}

async function answerByKeyboard(page: Page, persona: Persona) {
  for (const [i, { title }] of QUESTIONS.entries()) {
    // Focus moves to each question's heading, which names the progress for screen readers.
    const h1 = heading(page, title);
    await expect(h1).toBeFocused();
    await expect(h1).toHaveAccessibleName(`Question ${String(i + 1)} of 5: ${title}`);
    const choices = ANSWER_SETS[persona].answers[i] ?? [];
    for (const choice of choices) {
      await tabTo(page, button(page, choice));
      await page.keyboard.press(i === 0 || i === 4 ? 'Space' : 'Enter');
    }
    if (i === 0 || i === 4) {
      await tabTo(page, button(page, 'Next'));
      await page.keyboard.press('Enter');
    }
  }
}

async function expectPlan(page: Page, persona: Persona) {
  await expect(page).toHaveURL(/\/retirement\/generic\/quiz\/action-plan$/);
  await expect(heading(page, PLAN)).toBeVisible();
  await expect(page.getByTestId('persona-name')).toHaveText(ANSWER_SETS[persona].persona);
  await expect(page.getByTestId('plan-section')).toHaveCount(5);
}

test.describe('the whole quiz', () => {
  // Vitest covers every row of the persona table. In the browser, both widths walk the quiz by
  // mouse to the rabbit (with axe, below) and by keyboard to the owl, whose answers use several
  // cards; the fox and the elk take the other answers, once.
  for (const persona of ['fox', 'elk'] as const) {
    test(`by mouse, reaching the ${persona}`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto('/retirement/generic/quiz');
      await expect(heading(page, WELCOME)).toBeVisible();
      await button(page, "Let's get started").click();
      await answerByMouse(page, persona);
      await expectPlan(page, persona);
    });
  }

  test('by keyboard alone, reaching the owl', async ({ page }) => {
    await page.goto('/retirement/generic/quiz');
    await expect(heading(page, WELCOME)).toBeVisible();
    await tabTo(page, button(page, "Let's get started"));
    await page.keyboard.press('Enter');
    await answerByKeyboard(page, 'owl');
    await expectPlan(page, 'owl');
    await expect(heading(page, PLAN)).toBeFocused();
  });
});

test('axe reports nothing on the welcome page, every question and the action plan', async ({
  page,
}) => {
  await page.goto('/retirement/generic/quiz');
  await expect(heading(page, WELCOME)).toBeVisible();
  await expectNoAxeViolations(page);
  await button(page, "Let's get started").click();
  await answerByMouse(page, 'rabbit', true);
  await expectPlan(page, 'rabbit');
  await expectNoAxeViolations(page);
});

test.describe('question pages', () => {
  test('the progress bar reads n / total and is 150 px (mobile) or 200 px (desktop) wide', async ({
    page,
  }, testInfo) => {
    await page.goto('/retirement/generic/quiz/priorities');
    const bar = page.getByRole('progressbar', { name: 'Question 1 of 5' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByText('1 / 5', { exact: true })).toBeVisible();
    const width = { desktop: 200, mobile: 150 }[testInfo.project.name];
    expect((await bar.boundingBox())?.width).toBe(width);
    const fill = await page.getByTestId('quiz-progress-fill').boundingBox();
    expect(fill?.width).toBeCloseTo((width ?? 0) * 0.2, 0);
  });

  test('card questions use 2 columns on small screens and 3 on larger ones', async ({
    page,
  }, testInfo) => {
    await page.goto('/retirement/generic/quiz/priorities');
    const columns = await page
      .getByTestId('card-grid')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe({ desktop: 3, mobile: 2 }[testInfo.project.name]);
    for (const name of ANSWER_SETS.owl.answers[0]) await button(page, name).click();
    await expect(button(page, 'Paying down debt')).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test(
    "a question's CMS background picture shows around the question, never behind its text",
    { tag: '@desktop-only' },
    async ({ page }) => {
      // A dark picture: the page's dark text was drawn straight onto it.
      await page.route(/quiz%2Fconfig|quiz\/config/, async (route) => {
        const response = await route.fetch();
        const quiz = (await response.json()) as { children_questions: Record<string, unknown>[] };
        for (const question of quiz.children_questions) {
          question.backgroundImage = '/images/home/hero-night.svg';
        }
        await route.fulfill({ response, json: quiz });
      });
      await page.route('**/images/home/hero-night.svg', (route) =>
        route.fulfill({
          contentType: 'image/svg+xml',
          body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" width="800" height="800"><rect width="8" height="8" fill="#0b2233"/></svg>',
        }),
      );
      await page.goto(`/retirement/generic/quiz/${QUESTIONS[0].step}`);
      const heading = page.getByRole('heading', { level: 1, name: QUESTIONS[0].title });
      await expect(heading).toBeVisible();
      for (const text of [heading, page.getByText("Choose up to 3. We'll put them")]) {
        // What the text is drawn on: its nearest box with a colour or a picture of its own.
        const backdrop = await text.evaluate((element) => {
          for (let box: Element | null = element; box; box = box.parentElement) {
            const style = getComputedStyle(box);
            if (style.backgroundImage !== 'none') return 'the picture';
            if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return style.backgroundColor;
          }
          return 'nothing';
        });
        expect(backdrop).toBe('rgb(246, 248, 250)');
      }
      await expectNoAxeViolations(page);
    },
  );

  test('an unknown step shows not-found', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/retirement/generic/quiz/no-such-step');
    await expect(heading(page, NOT_FOUND)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'a reload mid-quiz resumes where the user left off',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/generic/quiz/priorities');
      await button(page, 'Paying down debt').click();
      await button(page, 'Next').click();
      await button(page, 'Other bills come first right now').click();
      await expect(heading(page, QUESTIONS[2].title)).toBeVisible();
      await page.reload();
      await expect(heading(page, QUESTIONS[2].title)).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Question 3 of 5' })).toBeVisible();
      // A return visit in a new tab resumes from local storage too.
      const second = await page.context().newPage();
      await second.goto('/retirement/generic/quiz');
      await expect(second).toHaveURL(/\/quiz\/time-horizon$/);
      await second.close();
    },
  );
});

test.describe('the action plan', () => {
  async function completeQuiz(page: Page, persona: Persona) {
    await page.goto('/retirement/generic/quiz/priorities');
    await answerByMouse(page, persona);
    await expectPlan(page, persona);
  }

  test('without answers goes to the quiz', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/retirement/generic/quiz/action-plan');
    await expect(page).toHaveURL(/\/retirement\/generic\/quiz$/);
    await expect(heading(page, WELCOME)).toBeVisible();
  });

  test(
    'the QA flag panel switches Email my action plan on and off',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // uid=qa is kept for the session, so the quiz that follows still shows the panel.
      await page.goto('/retirement/generic?uid=qa');
      await expect(page.getByRole('button', { name: 'Feature flags' })).toBeVisible();
      await completeQuiz(page, 'rabbit');
      const email = page.getByRole('button', { name: 'Email my action plan' });
      await expect(email).toHaveCount(0);

      const setFlag = async (on: boolean) => {
        await page.getByRole('button', { name: 'Feature flags' }).click();
        const toggle = page
          .getByRole('dialog', { name: 'Feature flags' })
          .getByRole('switch', { name: 'Email my action plan' });
        await toggle.setChecked(on);
        await page.getByRole('button', { name: 'Close feature flags' }).click();
      };
      await setFlag(true);
      await expect(email).toBeVisible();
      await setFlag(false);
      await expect(email).toHaveCount(0);
    },
  );

  test(
    'Email my action plan works by keyboard, passes axe and sends the plan',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The dialog's happy path and its keyboard were covered by no test: one that Escape no
      // longer closed, or that failed axe, passed the suite.
      await storeAnswers(page);
      await page.goto('/retirement/harborpine/quiz/action-plan');
      const button = page.getByRole('button', { name: 'Email my action plan' });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Email my action plan' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox', { name: 'Email address' }).fill('jose@example.com');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText(/Your action plan is on its way/)).toBeVisible();
    },
  );

  test('the first screen leads with the first next step and the persona', async ({ page }) => {
    await completeQuiz(page, 'rabbit');
    const firstStep = page.getByText('Your first step');
    await expect(firstStep).toBeInViewport();
    await expect(page.getByTestId('persona-name')).toBeInViewport();
    // The step's action is the one filled button on that screen.
    const filledOnScreen = await page.evaluate(
      () =>
        [...document.querySelectorAll('main .MuiButton-contained')].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }).length,
    );
    expect(filledOnScreen).toBe(1);
    await expect(page.getByRole('link', { name: 'Go to step 1' })).toBeInViewport();
    await expectNoAxeViolations(page);

    // The link lands the step just below the sticky header, and the keyboard goes on from it.
    await page.getByRole('link', { name: 'Go to step 1' }).click();
    const step = page.getByTestId('plan-section').first();
    await expect(step).toBeFocused();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    // Within the header's 1 px border.
    await expect
      .poll(() =>
        step.evaluate(
          (section, bottom) => Math.abs(section.getBoundingClientRect().top - bottom),
          headerBottom,
        ),
      )
      .toBeLessThanOrEqual(1.5);
  });

  test(
    'steps marked as done survive a reload and a retake clears them',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await completeQuiz(page, 'owl');
      const sections = page.getByTestId('plan-section');
      await sections.nth(0).getByRole('checkbox', { name: 'Mark as done' }).check();
      await sections.nth(2).getByRole('checkbox', { name: 'Mark as done' }).check();
      await expect(page.getByRole('status').filter({ hasText: 'done' })).toHaveText('2 of 5 done');
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'done' })).toHaveText('2 of 5 done');
      await expect(sections.nth(2).getByRole('checkbox', { name: 'Mark as done' })).toBeChecked();
      await button(page, 'Retake the quiz').click();
      await expect(heading(page, WELCOME)).toBeVisible();
      await button(page, "Let's get started").click();
      await answerByMouse(page, 'owl');
      await expect(page.getByRole('status').filter({ hasText: 'done' })).toHaveText('0 of 5 done');
    },
  );

  test(
    'a retake can be taken back before the first new answer',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await completeQuiz(page, 'owl');
      const sections = page.getByTestId('plan-section');
      await sections.nth(1).getByRole('checkbox', { name: 'Mark as done' }).check();
      await button(page, 'Retake the quiz').click();
      await expect(heading(page, WELCOME)).toBeVisible();
      await expectNoAxeViolations(page);
      await button(page, 'Back to my action plan').click();
      await expectPlan(page, 'owl');
      await expect(sections.nth(1).getByRole('checkbox', { name: 'Mark as done' })).toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: 'done' })).toHaveText('1 of 5 done');
    },
  );

  test(
    'survives a reload, and retake resets the answers',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await completeQuiz(page, 'owl');
      await page.reload();
      await expectPlan(page, 'owl');
      await button(page, 'Retake the quiz').click();
      await expect(page).toHaveURL(/\/retirement\/generic\/quiz$/);
      await expect(heading(page, WELCOME)).toBeVisible();
      await page.goto('/retirement/generic/quiz/action-plan');
      await expect(page).toHaveURL(/\/retirement\/generic\/quiz$/);
    },
  );

  test('Show more content and Show less content, and Copy link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await completeQuiz(page, 'rabbit');
    const first = page.getByTestId('plan-section').first();
    await expect(first.getByText('Turn on automatic increases')).toHaveCount(0);
    await first.getByRole('button', { name: 'Show more content' }).click();
    await expect(first.getByText('Turn on automatic increases')).toBeVisible();
    await expectNoAxeViolations(page);
    await first.getByRole('button', { name: 'Show less content' }).click();
    await expect(first.getByText('Turn on automatic increases')).toHaveCount(0);

    await button(page, 'Copy link').click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/retirement\/generic\/quiz\/action-plan\?lang=en$/,
    );
  });

  test('Copy link says when it fails', { tag: '@desktop-only' }, async ({ page }) => {
    await completeQuiz(page, 'elk');
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await button(page, 'Copy link').click();
    await expect(page.getByText('Failed to copy')).toBeVisible();
    // The link to copy by hand, focused and selected: Ctrl+C or a long press copies it.
    const field = page.getByRole('textbox', { name: 'Select and copy this link' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(/\/retirement\/generic\/quiz\/action-plan\?lang=en$/);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toMatch(
      /action-plan\?lang=en$/,
    );
    await expectNoAxeViolations(page);
  });

  test('a failing persona call keeps its retry readable on the card', async ({ page }) => {
    await completeQuiz(page, 'rabbit');
    // A new session (the stored persona gone, the answers kept) asks the persona service again.
    await injectFault(page, '**/wcm/api/po/cfs**', 'status-500');
    await page.evaluate(() => {
      sessionStorage.clear();
    });
    await page.reload();
    const persona = page.getByRole('region', { name: 'Your retirement persona' });
    const retry = persona.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    // One line of text: squeezed beside the message it once stood one letter per line.
    const box = await retry.boundingBox();
    expect(box?.height).toBeLessThan(40);
    expect(box?.width).toBeGreaterThan(box?.height ?? 0);
  });

  test('a video card plays from its image', { tag: '@desktop-only' }, async ({ page }) => {
    await completeQuiz(page, 'lynx');
    const play = page.getByRole('link', { name: /^Play video: / }).first();
    await play.click();
    await expect(page).toHaveURL(/\/generic\/articles\/[^/]+\/[^/]+$/);
  });
});
