import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { failGet, server } from '@/testing/msw';
import { renderApp, speakSpanish } from '@/testing/test-utils';
import { CALCULATOR_DEBOUNCE_MS } from './calculator';
import { savedFiguresCopy } from '@/testing/saved-figures';

const LABELS = [
  'Current age',
  'Retirement age',
  'Current savings',
  'Pretax annual salary',
  'Contribution (% of salary)',
  'Employer match (%)',
  'Employer match up to (% of salary)',
  'Employer contribution (%)',
  'Social Security starting age',
  'Statement benefit, monthly (optional)',
];
const GOAL = '*/po/calculator/retirement/goal';
const CONSTANTS = '*/po/calculator/retirement/constants';
const SCENARIO = 'age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';
/** A shared link: the scenario in a versioned fragment. */
const SHARED = `/generic/calculator#v=1&${SCENARIO}`;

/** Every goal call the page makes, as its query. */
function recordGoalCalls() {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/retirement/goal')) calls.push(url.searchParams);
  });
  return calls;
}

async function openCalculator(url = '/generic/calculator') {
  const view = renderApp(url);
  // The page's first render loads its chunk.
  await screen.findByRole('heading', { level: 1, name: 'Calculator' }, LOAD);
  // The plan's formula reaches the store in a layout effect; React re-renders the form with it
  // once the store subscription's passive effect runs, which a loaded machine can put after the
  // heading shows. The wait runs at every change of the page: it skips the visibility check of
  // each element (its cost on a busy machine); field() checks the field as a user meets it.
  await waitFor(() => {
    const match = view.store.getState().calculator.values.employerMatchingContributionPercentage;
    expect(screen.getByRole('textbox', { name: 'Employer match (%)', hidden: true })).toHaveValue(
      match === null ? '' : String(match),
    );
  });
  expect(field('Employer match (%)')).toBeInTheDocument();
  return view;
}

/** Waits for the first result: a whole-app render and two calls, on a busy shared machine. */
const LOAD = { timeout: 10_000 };

const field = (label: string) => screen.getByRole('textbox', { name: label });

// Each test renders the whole app; on a shared, busy machine the first one alone can take 15 s.
describe('calculator form', { timeout: 30_000 }, () => {
  it('shows the fields in order, retirement age 67 by default, and formats plain digits', async () => {
    const { user } = await openCalculator();
    expect(
      screen
        .getAllByRole<HTMLInputElement>('textbox')
        .map((input) => input.labels?.[0]?.textContent.trim()),
    ).toEqual(LABELS);
    expect(field('Retirement age')).toHaveValue('67');
    for (const label of LABELS) expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    expect(
      screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-valuetext')),
    ).toEqual(['Retire at 67 years old', '0 percent of pay', 'Starts at 67 years old']);
    expect(screen.getByRole('slider', { name: 'Social Security starting age' })).toHaveAttribute(
      'aria-valuemin',
      '62',
    );
    await user.type(field('Current savings'), '1250000');
    expect(field('Current savings')).toHaveValue('1,250,000');
    await user.clear(field('Pretax annual salary'));
    await user.paste('$85,000.00');
    await waitFor(() => {
      expect(field('Pretax annual salary')).toHaveAccessibleDescription(
        'Whole numbers only: the calculator uses $85,000.',
      );
    });
    await user.tab();
    expect(field('Pretax annual salary')).toHaveValue('85,000');
  });

  it('reads the full-width digits of a keyboard in full-width mode, instead of emptying the field', async () => {
    const { user } = await openCalculator();
    // A Japanese or Chinese input method in full-width mode types these for 85,000 and 30.
    await user.click(field('Pretax annual salary'));
    await user.paste('８５，０００');
    expect(field('Pretax annual salary')).toHaveValue('85,000');
    await user.click(field('Current age'));
    await user.paste('３０');
    expect(field('Current age')).toHaveValue('30');
  });

  it.each([
    ['85.000', '85,000', 85_000],
    ['1.250.000', '1,250,000', 1_250_000],
    ['$85.000,50', '85,000.50', 85_000],
  ])(
    'reads "%s" in a dollar field as thousands grouped with points, not as cents',
    async (typed, shown, value) => {
      // Written so in much of Latin America and Spain; no dollar figure has three digits of
      // cents, so points followed by three digits group thousands. Read as a decimal point, 85.000
      // was a salary of $85.
      const { user, store } = await openCalculator();
      await user.click(field('Pretax annual salary'));
      await user.paste(typed);
      expect(field('Pretax annual salary')).toHaveValue(shown);
      expect(store.getState().calculator.values.pretaxSalary).toBe(value);
      await user.tab();
      expect(field('Pretax annual salary')).toHaveValue(shown.replace(/\.\d+$/, ''));
    },
  );

  it('still reads two digits after a point in a dollar field as cents', async () => {
    const { user, store } = await openCalculator();
    await user.click(field('Pretax annual salary'));
    await user.paste('85000.50');
    expect(store.getState().calculator.values.pretaxSalary).toBe(85_000);
    await waitFor(() => {
      expect(field('Pretax annual salary')).toHaveAccessibleDescription(
        'Whole numbers only: the calculator uses $85,000.',
      );
    });
  });

  it.each([
    ['Pretax annual salary', '1e5', 'Enter a pretax salary from $1k to $10M.'],
    ['Current savings', '85k', 'Enter current savings from $0 to $100M.'],
    ['Current savings', '12abc000', 'Enter current savings from $0 to $100M.'],
  ])(
    '%s: pasted "%s" is kept as pasted with "%s", not read as other digits',
    async (label, pasted, message) => {
      const calls = recordGoalCalls();
      const { user, store } = await openCalculator(SHARED);
      await screen.findByTestId('monthly-income', {}, LOAD);
      const before = calls.length;
      await user.clear(field(label));
      await user.paste(pasted);
      await user.tab();
      const input = field(label);
      await waitFor(() => {
        expect(input).toHaveAccessibleDescription(message);
      });
      // Read as its digits alone, 1e5 was $15 and 85k $85, with nothing said.
      expect(input).toHaveValue(pasted);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const { pretaxSalary, currentSavings } = store.getState().calculator.values;
      expect(label === 'Pretax annual salary' ? pretaxSalary : currentSavings).toBeNaN();
      expect(calls).toHaveLength(before);
    },
  );

  it('takes a typed decimal as the whole number it starts with, and says so', async () => {
    const { user, store } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    const contribution = field('Contribution (% of salary)');
    await user.clear(contribution);
    // Typed key by key: the digit after the point is not run into the whole number (65%).
    await user.type(contribution, '6.5');
    expect(contribution).toHaveValue('6.5');
    await waitFor(() => {
      expect(contribution).toHaveAccessibleDescription(
        'Whole numbers only: the calculator uses 6%.',
      );
    });
    expect(store.getState().calculator.values.contributionPercentage).toBe(6);
    await user.tab();
    expect(contribution).toHaveValue('6');
    // Back to the field's range, told before anything is typed.
    expect(contribution).toHaveAccessibleDescription('From 0% to 99%.');
  });

  it('reads a decimal comma in a percent as the decimal it is, not as 65%', async () => {
    // Written as in much of Latin America and Spain: no percent has a thousands comma.
    speakSpanish();
    const { user, store } = renderApp(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    const contribution = screen.getByRole('textbox', { name: 'Aportación (% del sueldo)' });
    await user.clear(contribution);
    await user.type(contribution, '6,5');
    await waitFor(() => {
      expect(contribution).toHaveAccessibleDescription(
        'Solo números enteros: la calculadora usa 6%.',
      );
    });
    expect(store.getState().calculator.values.contributionPercentage).toBe(6);
    await user.tab();
    expect(contribution).toHaveValue('6');
  });

  it.each([
    ['Current age', '15', 'Enter an age between 16 and 66.'],
    ['Current age', '67', 'Enter an age between 16 and 66.'],
    ['Retirement age', '88', 'Enter a retirement age from the current age up to 87.'],
    ['Current savings', '100000001', 'Enter current savings from $0 to $100M.'],
    ['Pretax annual salary', '999', 'Enter a pretax salary from $1k to $10M.'],
    ['Contribution (% of salary)', '100', 'Enter a contribution from 0% to 99%.'],
  ])('%s %s: "%s" under the field, and no call', async (label, typed, message) => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    const before = calls.length;
    await user.clear(field(label));
    // Pasted whole: typed key by key on a loaded machine, a pause longer than the debounce on a
    // valid prefix (10,000,000 on the way to 100,000,001) rightly asked for its projection.
    await user.paste(typed);
    // Left: a figure under its minimum waits for that (more digits could still bring it in range).
    await user.tab();
    const input = field(label);
    await waitFor(() => {
      expect(input).toHaveAccessibleDescription(message);
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the highlighted fields to see your projection.')).toBeVisible();
    // Highlighted by more than red (WCAG 1.4.1): the field's message carries an error icon, and
    // no hint does (the other fields' ranges show without one).
    const shown = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === message,
    );
    expect(within(shown).getByTestId('field-error-icon')).toBeVisible();
    expect(screen.getAllByTestId('field-error-icon')).toHaveLength(1);
    expect(calls).toHaveLength(before);
  });

  it('says "Some information above is missing." under an emptied field and under each empty one on Calculate', async () => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator();
    expect(screen.queryByText('Some information above is missing.')).not.toBeInTheDocument();
    await user.type(field('Current age'), '30');
    await user.clear(field('Current age'));
    await waitFor(() => {
      expect(field('Current age')).toHaveAccessibleDescription(
        'Some information above is missing.',
      );
    });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(field('Current savings')).toHaveAccessibleDescription(
      'Some information above is missing.',
    );
    expect(field('Current age')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('does not call a field missing while its first digits are typed, nor alert about it', async () => {
    const { user } = await openCalculator();
    const savings = field('Current savings');
    // Every state the field goes through, however briefly: the inputs settle 120 ms after typing.
    const states: (string | null)[] = [];
    const watch = new MutationObserver(() => states.push(savings.getAttribute('aria-invalid')));
    watch.observe(savings, { attributes: true, attributeFilter: ['aria-invalid'] });
    await user.type(savings, '5');
    await waitFor(() => {
      expect(savings).toHaveValue('5');
    });
    await new Promise((resolve) => setTimeout(resolve, CALCULATOR_DEBOUNCE_MS * 3));
    watch.disconnect();
    // Until the inputs settle the field already holds 5: "missing" is about a value it no longer has.
    expect(states).not.toContain('true');
    expect(savings).toHaveAttribute('aria-invalid', 'false');
    // A value over its maximum is marked once typing pauses, quietly: the field says why when it
    // is read, and the note beside the results is not an alert interrupting the typing.
    await user.type(field('Current age'), '70');
    await waitFor(() => {
      expect(field('Current age')).toHaveAttribute('aria-invalid', 'true');
    });
    expect(screen.getByText('Check the highlighted fields to see your projection.')).toBeVisible();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
  it('waits for a figure under its minimum to be left before calling it out of range: 8 may start 85,000', async () => {
    const { user } = await openCalculator();
    const salary = field('Pretax annual salary');
    const states: (string | null)[] = [];
    const watch = new MutationObserver(() => states.push(salary.getAttribute('aria-invalid')));
    watch.observe(salary, { attributes: true, attributeFilter: ['aria-invalid'] });
    // Typed at a phone's pace: each digit settles before the next comes.
    for (const digit of '850') {
      await user.type(salary, digit);
      await new Promise((resolve) => setTimeout(resolve, CALCULATOR_DEBOUNCE_MS * 3));
    }
    watch.disconnect();
    expect(salary).toHaveValue('850');
    expect(states).not.toContain('true');
    // Only the range told before anything is typed: no message yet.
    expect(salary).toHaveAccessibleDescription('From $1,000 to $10,000,000.');
    // Left at 850, it is a salary under $1k: now it says so.
    await user.tab();
    await waitFor(() => {
      expect(salary).toHaveAccessibleDescription('Enter a pretax salary from $1k to $10M.');
    });
    expect(salary).toBeInvalid();
    // Back in it, a digit more brings it in range and the message goes.
    await user.type(salary, '00');
    await waitFor(() => {
      expect(salary).toBeValid();
    });
  });
});

describe('calculator plan formula', { timeout: 30_000 }, () => {
  it('fills Harbor & Pine’s match tiers from its plan, and tiers can be added and removed', async () => {
    const { user } = await openCalculator('/harborpine/calculator');
    expect(field('Employer match (%)')).toHaveValue('100');
    expect(field('Employer match up to (% of salary)')).toHaveValue('4');
    expect(field('Tier 2 match (%)')).toHaveValue('50');
    expect(field('Tier 2 match up to (% of salary)')).toHaveValue('6');
    expect(screen.getByTestId('plan-formula')).toHaveTextContent(
      'Filled in from your plan: a match of 100% of the first 4% and 50% of the next 2% of your pay.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a match tier' }));
    expect(field('Tier 3 match (%)')).toHaveFocus();
    // Three tiers at most.
    expect(screen.queryByRole('button', { name: 'Add a match tier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    // What was tier 3 (empty) is now tier 2.
    expect(field('Tier 2 match (%)')).toHaveValue('');
    expect(screen.queryByTestId('plan-formula')).not.toBeInTheDocument();
  });

  it("names a tier's rate in Spanish as the employer's match, not the participant's contribution", async () => {
    // Aportación alone is also what the participant puts in (SPANISH.md: aportación equivalente).
    speakSpanish();
    const { user } = renderApp('/harborpine/calculator');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Agregar un nivel de aportación equivalente' },
        LOAD,
      ),
    );
    expect(
      screen.getByRole('textbox', { name: 'Aportación equivalente del nivel 3 (%)' }),
    ).toBeInTheDocument();
  });

  it('keeps every tier value when one tier field after another is edited', async () => {
    // Each field re-renders only when its own value changes: a field's older change handler
    // must still read the current tiers, or editing it would undo the edit made next to it.
    const { user } = await openCalculator('/harborpine/calculator');
    await user.click(screen.getByRole('button', { name: 'Add a match tier' }));
    await user.type(field('Tier 3 match (%)'), '25');
    await user.type(field('Tier 3 match up to (% of salary)'), '8');
    await user.clear(field('Tier 2 match (%)'));
    await user.type(field('Tier 2 match (%)'), '75');
    await user.clear(field('Tier 2 match up to (% of salary)'));
    await user.type(field('Tier 2 match up to (% of salary)'), '5');
    expect(field('Tier 2 match (%)')).toHaveValue('75');
    expect(field('Tier 2 match up to (% of salary)')).toHaveValue('5');
    expect(field('Tier 3 match (%)')).toHaveValue('25');
    expect(field('Tier 3 match up to (% of salary)')).toHaveValue('8');
  });

  it('says what is wrong with a shared link’s tier at once, as it does for every other field', async () => {
    // Tier 2 reaching only 3% of pay, below tier 1's 4%: no projection can be made of it.
    await openCalculator(
      '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6&match=100&matchUpTo=4&tiers=50:3',
    );
    expect(field('Tier 2 match up to (% of salary)')).toHaveValue('3');
    expect(
      await screen.findByText('Check the highlighted fields to see your projection.'),
    ).toBeVisible();
    expect(field('Tier 2 match up to (% of salary)')).toHaveAccessibleDescription(
      'Enter a match limit above the tier before it, up to 100% of salary.',
    );
    expect(field('Tier 2 match up to (% of salary)')).toBeInvalid();
  });

  it('fills Cobalt Ridge’s nonelective contribution; generic has no formula to fill', async () => {
    const view = await openCalculator('/cobaltridge/calculator');
    expect(field('Employer match (%)')).toHaveValue('50');
    expect(field('Employer contribution (%)')).toHaveValue('3');
    view.unmount();
    window.sessionStorage.clear();
    await openCalculator('/generic/calculator');
    expect(field('Employer match (%)')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Tier 2 match (%)' })).not.toBeInTheDocument();
    // Both match fields are required: a participant with no match is told what to enter.
    expect(field('Employer match (%)')).toHaveAccessibleDescription(
      'From 0% to 200%. Cents your employer adds per dollar you save, e.g. 50. No match? Enter 0 here and below.',
    );
  });
});

describe('calculator results', { timeout: 30_000 }, () => {
  it('prices +1% by what goes into the plan: nothing once the deferral limit binds', async () => {
    // 7% of 400,000 is 28,000, over 2026's 24,500: one more percent would add nothing.
    await openCalculator(
      '/generic/calculator#v=1&age=30&retire=67&savings=25000&salary=400000&contribution=7&match=50&matchUpTo=6',
    );
    const plusOne = await screen.findByTestId('plus-one', {}, LOAD);
    expect(plusOne).toHaveTextContent(
      'Saving 8% of your pay instead of 7% would add nothing to your plan: you already put in the most the IRS allows in a year.',
    );
    expect(plusOne).not.toHaveTextContent('per biweekly paycheck');
    expect(screen.getByTestId('plus-one-income')).toHaveTextContent('+$0');
  });

  it('never says +1% adds nothing where catch-up contributions later let it in', async () => {
    // 9% of 300,000 is 27,000, over 24,500 now; at 50, 9% of the raised pay (31,300) is under
    // 32,500, so the tenth percent goes in from then on.
    await openCalculator(
      '/generic/calculator#v=1&age=45&retire=67&savings=100000&salary=300000&contribution=9&match=50&matchUpTo=6',
    );
    const plusOne = await screen.findByTestId('plus-one', {}, LOAD);
    expect(screen.getByTestId('plus-one-income')).toHaveTextContent('+$10');
    expect(plusOne).not.toHaveTextContent('would add nothing');
    // Not "the most the IRS allows this year": one who turns 50 by December 31 may already
    // add the catch-up this year, and the estimate only knows the age today.
    expect(plusOne).toHaveTextContent(
      'Saving 10% of your pay instead of 9% costs nothing now: you already put in the most the IRS allows at your age today. It adds to your plan in later years, when catch-up contributions raise your limit.',
    );
  });

  it('announces the first answer in a live region that was on the page before it', async () => {
    // Screen readers announce changes to a live region, not one inserted with its text.
    const { router } = await openCalculator();
    const regions = screen.getAllByRole('status');
    await router.navigate(SHARED);
    const announcement =
      'Estimated monthly income $6,013 in today’s dollars, 89% of your monthly need: close.';
    await screen.findByText(announcement, {}, LOAD);
    expect(regions.some((region) => within(region).queryByText(announcement))).toBe(true);
  });

  it('does not announce the results again when the language changes, only when they do', async () => {
    // The switch's own region says the page is now in Spanish; the summary read again on top of
    // it, in Spanish, told a screen-reader user nothing new at length.
    const { user } = await openCalculator(SHARED);
    const summary = (text: string) =>
      screen
        .getAllByRole('status')
        .some((region) => within(region).queryByText(text, { exact: false }));
    await waitFor(() => {
      expect(summary('Estimated monthly income $6,013')).toBe(true);
    }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await screen.findByText('Esta página ahora está en español.', {}, LOAD);
    await screen.findByRole('button', { name: 'Dólares futuros' }, LOAD);
    expect(summary('Ingreso mensual estimado')).toBe(false);
    expect(summary('Estimated monthly income')).toBe(false);
    expect(summary('Probabilidad de que sus ahorros duren')).toBe(false);

    // The participant's next change is announced, in Spanish.
    await user.click(screen.getByRole('button', { name: 'Dólares futuros' }));
    await waitFor(() => {
      expect(summary('Ingreso mensual estimado')).toBe(true);
    }, LOAD);
  });

  it('prices +1% of a small pay in cents, not as $0', async () => {
    // 1% of 1,000 over 26 paychecks is 38 cents.
    await openCalculator(
      '/generic/calculator#v=1&age=30&retire=67&savings=25000&salary=1000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('plus-one', {}, LOAD)).toHaveTextContent(
      'about $0.38 per biweekly paycheck',
    );
  });

  it('answers in monthly income, today’s dollars first, with the balance and the goal', async () => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator(SHARED);
    // SSA formula: AIME 85,000 / 12 = 7,083.33; PIA 0.9 x 1,286 + 0.32 x 5,797.33 = 3,012.55.
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$6,013');
    expect(screen.getByTestId('social-security')).toHaveTextContent('$3,013');
    expect(screen.getByTestId('savings-income')).toHaveTextContent('$3,000');
    expect(screen.getByTestId('monthly-need')).toHaveTextContent('$6,785');
    expect(screen.getByTestId('readiness')).toHaveTextContent('89%');
    expect(screen.getByTestId('readiness-band')).toHaveTextContent(
      'Close: your estimated income covers 89% of your monthly need.',
    );
    expect(screen.getByText('Estimated monthly income (today’s dollars)')).toBeVisible();
    expect(screen.getByTestId('projected-balance')).toHaveTextContent('$664,517');
    expect(screen.getByTestId('goal')).toHaveTextContent('$835,436');
    // "+1% now": 7% held; 1% of 85,000 over 26 paychecks = $32.69.
    expect(screen.getByTestId('plus-one-income')).toHaveTextContent('+$290');
    expect(screen.getByTestId('plus-one-balance')).toHaveTextContent('+$64,214');
    expect(screen.getByTestId('plus-one')).toHaveTextContent('about $33 per biweekly paycheck');
    expect(screen.getByTestId('plus-one-auto')).toHaveTextContent(
      '+1% now, then +1% a year up to 15%',
    );
    // Incomes as shown, each the sum of its shown parts: ($5,168 + $3,013) - ($3,000 + $3,013).
    expect(screen.getByTestId('plus-one-auto-income')).toHaveTextContent('+$2,168');
    expect(
      screen
        .getAllByRole('status')
        .some((region) =>
          within(region).queryByText(
            'Estimated monthly income $6,013 in today’s dollars, 89% of your monthly need: close.',
          ),
        ),
    ).toBe(true);
    // The +1 variant: the rate plus one point, the company's auto-increase, calc_page 7.
    expect(calls[0]?.get('contributionPercentage')).toBe('7');
    expect(calls[0]?.get('autoIncrease')).toBe('1');
    expect(calls[0]?.get('claimingAge')).toBe('67');
    expect(calls[0]?.get('calc_page')).toBe('7');

    await user.click(screen.getByRole('button', { name: 'Future dollars' }));
    // 6,012.86 x 1.025^37 = 14,992; the balance as the statement would show it.
    expect(screen.getByTestId('monthly-income')).toHaveTextContent('$14,992');
    expect(screen.getByText('Estimated monthly income (future dollars)')).toBeVisible();
    expect(screen.getByTestId('projected-balance')).toHaveTextContent('$1,656,872');
    expect(screen.getByTestId('goal')).toHaveTextContent('$2,083,034');
    expect(screen.getByTestId('readiness')).toHaveTextContent('89%');
  });

  // Two results to wait for after the page's load: its waits add up to more than 30 s.
  it('never promises an automatic increase that would not happen', async () => {
    const { user } = await openCalculator(
      `/lumenhealth/calculator#v=1&${SCENARIO.replace('contribution=6', 'contribution=20')}`,
    );
    expect(await screen.findByTestId('plus-one', {}, LOAD)).toHaveTextContent(
      'Save 21% of your pay instead of 20%',
    );
    expect(screen.queryByTestId('plus-one-auto')).not.toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Your retirement at 67' });
    expect(within(results).queryByText(/a year up to 15%/)).not.toBeInTheDocument();
    await user.clear(field('Contribution (% of salary)'));
    await user.type(field('Contribution (% of salary)'), '6');
    expect(await screen.findByTestId('plus-one-auto', {}, LOAD)).toHaveTextContent(
      '+1% now, then +2% a year up to 15%',
    );
  }, 45_000);

  it('offers no automatic increase with one working year left: it would never start', async () => {
    const { user } = await openCalculator(
      '/lumenhealth/calculator#v=1&age=64&retire=65&savings=250000&salary=80000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('plus-one', {}, LOAD)).toHaveTextContent(
      'Save 7% of your pay instead of 6%',
    );
    expect(screen.queryByTestId('plus-one-auto')).not.toBeInTheDocument();
    await user.clear(field('Retirement age'));
    await user.type(field('Retirement age'), '66');
    // Two years to go: 7% at 64, then the plan's increase makes it 9% at 65.
    expect(await screen.findByTestId('plus-one-auto', {}, LOAD)).toHaveTextContent(
      '+1% now, then +2% a year up to 15%',
    );
  });

  it('offers no automatic increase over the IRS deferral limit: it would add nothing', async () => {
    // 10% of $400,000 is over the deferral limit every year to 67, catch-ups included.
    await openCalculator(
      '/lumenhealth/calculator#v=1&age=35&retire=67&savings=50000&salary=400000&contribution=10&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('plus-one', {}, LOAD)).toHaveTextContent(
      'you already put in the most the IRS allows in a year',
    );
    expect(screen.queryByTestId('plus-one-auto')).not.toBeInTheDocument();
  });

  it('retiring at today’s age prices no +1% per paycheck that could not change the estimate', async () => {
    await openCalculator(
      '/lumenhealth/calculator#v=1&age=63&retire=63&savings=250000&salary=80000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('no-years-left', {}, LOAD)).toHaveTextContent(
      'You retire at the age you are today, so this estimate counts no more paychecks: saving more would not change it.',
    );
    expect(screen.getByTestId('monthly-income')).toBeVisible();
    // Nor a heading promising what one change would do.
    expect(screen.getByRole('heading', { name: 'What could change this estimate' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What one change would do' })).toBeNull();
    expect(screen.queryByTestId('plus-one')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plus-one-auto')).not.toBeInTheDocument();
    expect(screen.queryByText(/per biweekly paycheck/)).not.toBeInTheDocument();
  });

  it('says the same on the Spanish page when the retirement age is today’s age', async () => {
    speakSpanish();
    renderApp(
      '/generic/calculator#v=1&age=66&retire=66&savings=250000&salary=80000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('no-years-left', {}, LOAD)).toHaveTextContent(
      'Usted se jubila a la edad que tiene hoy, así que este cálculo no cuenta más cheques de pago: ahorrar más no lo cambiaría.',
    );
    expect(screen.queryByText(/por cheque de pago/)).not.toBeInTheDocument();
  });

  it('says how much employer match is left on the table and what gets all of it', async () => {
    await openCalculator(
      '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=3',
    );
    // 3% gets 100% x 3% = 2,550; 6% gets 4% + 50% x 2% = 4,250 of 85,000: 1,700 left.
    expect(await screen.findByTestId('match-left', {}, LOAD)).toHaveTextContent(
      'You’re leaving $1,700 a year of employer match at today’s pay. Contribute 6% of your pay to get all of it.',
    );
  });

  it('announces a slider step once, politely: its warnings are no assertive alerts', async () => {
    // Match left on the table and a gap before Social Security: both warnings show, and change
    // with every step of a slider.
    const { user } = await openCalculator(
      '/harborpine/calculator#v=1&age=30&retire=64&savings=25000&salary=85000&contribution=3',
    );
    expect(await screen.findByTestId('match-left', {}, LOAD)).toBeVisible();
    await user.click(field('Retirement age'));
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Retirement age' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => {
      expect(screen.getByTestId('social-security-gap')).toHaveTextContent(
        'Your Social Security starts at 67, 4 years after you retire at 63.',
      );
    }, LOAD);
    expect(screen.getByTestId('match-left')).toBeVisible();
    // The page's one status region says what changed; an alert would interrupt it at each step.
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('never shows a readiness percent beyond its band: 99.6% reads 99%, close', async () => {
    await openCalculator(
      '/generic/calculator#v=1&age=40&retire=67&savings=155000&salary=80000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('readiness-band', {}, LOAD)).toHaveTextContent(
      'Close: your estimated income covers 99% of your monthly need.',
    );
    expect(screen.getByTestId('readiness')).toHaveTextContent('99%');
  });

  it('shows figures that add up: the income is its two parts, a what-if the change in the table', async () => {
    // Savings $1,823.73 + Social Security $1,812.55 = $3,636.28: rounded apart, the parts read
    // $1,824 + $1,813. At retirement $403,925.49 today and $439,535.67 with +1%: the difference
    // rounds to $35,610, the table's two balances differ by $35,611.
    await openCalculator(
      '/generic/calculator#v=1&age=40&retire=67&savings=120000&salary=40000&contribution=3&match=100&matchUpTo=4&tiers=50:6',
    );
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$3,637');
    expect(screen.getByTestId('savings-income')).toHaveTextContent('$1,824');
    expect(screen.getByTestId('social-security')).toHaveTextContent('$1,813');
    const table = await screen.findByRole('table', {}, LOAD);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('67$403,925$439,536');
    expect(screen.getByTestId('plus-one-balance')).toHaveTextContent('+$35,611');
  });

  it('raises Social Security by 24% from 67 to 70, and says the years before it are not covered', async () => {
    const { user } = await openCalculator(SHARED);
    expect(await screen.findByTestId('social-security', {}, LOAD)).toHaveTextContent('$3,013');
    await user.clear(field('Social Security starting age'));
    await user.type(field('Social Security starting age'), '70');
    // 3,012.55 x (1 + 36 x 2/300) = 3,735.56
    await waitFor(() => {
      expect(screen.getByTestId('social-security')).toHaveTextContent('$3,736');
    }, LOAD);
    expect(screen.getByTestId('social-security-gap')).toHaveTextContent(
      'Your Social Security starts at 70, 3 years after you retire at 67.',
    );
    await user.type(field('Statement benefit, monthly (optional)'), '2000');
    await waitFor(() => {
      expect(screen.getByTestId('social-security')).toHaveTextContent('$2,480');
    }, LOAD);
  });

  it('updates automatically after an edit, and Calculate does it at once', async () => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    await user.clear(field('Contribution (% of salary)'));
    await user.type(field('Contribution (% of salary)'), '10');
    await waitFor(() => {
      expect(screen.getByTestId('plus-one')).toHaveTextContent(
        'Save 11% of your pay instead of 10%',
      );
    }, LOAD);
    expect(calls.at(-1)?.get('contributionPercentage')).toBe('11');
    const count = calls.length;
    await user.clear(field('Current savings'));
    // Pasted whole, as above: a pause on a prefix (9,000) would rightly be a call of its own.
    await user.paste('90000');
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(count + 1);
    expect(calls.at(-1)?.get('currentSavings')).toBe('90000');
  });

  it('Calculate shows its answer: the results come into view and take the focus', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    await user.click(field('Contribution (% of salary)'));
    // The form is long: on a wide screen its Calculate button is a screen below the results.
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Your retirement at 67' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(scrolled.mock.contexts.at(-1)).toContainElement(heading);
    // Focusable only while it has the focus: a later click inside the results does not select it.
    await user.click(screen.getByTestId('monthly-income'));
    expect(heading).not.toHaveAttribute('tabindex');
    scrolled.mockRestore();
  });

  it('leaves the focus in the field typed in while Calculate’s answer was coming', async () => {
    const { user } = await openCalculator(SHARED);
    const income = await screen.findByTestId('monthly-income', {}, LOAD);
    const first = income.textContent;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Each projection waits, then goes on to the mock service's own answer.
    server.use(
      http.get(GOAL, async () => {
        await answered;
      }),
    );
    await user.clear(field('Current age'));
    await user.paste('35');
    // A press on Calculate leaves the focus in the field, where the participant goes on typing.
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await user.type(field('Current age'), '{Backspace}6');
    answer();
    await waitFor(() => {
      expect(screen.getByTestId('monthly-income').textContent).not.toBe(first);
    }, LOAD);
    expect(field('Current age')).toHaveValue('36');
    expect(field('Current age')).toHaveFocus();
  });

  it('leaves a first visit’s address as it is while the page loads', async () => {
    const { router } = await openCalculator('/harborpine/calculator');
    const arrival = router.state.location.key;
    // Longer than the inputs' debounce; the plan's prefilled match is not a scenario to share.
    await new Promise((resolve) => setTimeout(resolve, CALCULATOR_DEBOUNCE_MS + 300));
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.key).toBe(arrival);
  });

  it('a mouse press on Clear after a failed calculation leaves the focus on Clear, as a key press does', async () => {
    failGet(GOAL, 'status-500');
    const { user } = await openCalculator(SHARED);
    await screen.findByRole('alert', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    await user.click(clear);
    expect(field('Current age')).toHaveValue('');
    // Not on the page's start, where a screen reader would have to find the form again.
    expect(clear).toHaveFocus();
  });

  it('clears back to the defaults, the plan’s formula included', async () => {
    const { user, router } = await openCalculator(
      `/harborpine/calculator#v=1&${SCENARIO}&ssAge=70`,
    );
    await screen.findByTestId('monthly-income', {}, LOAD);
    expect(field('Employer match (%)')).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Current age')).toHaveValue('');
    expect(field('Retirement age')).toHaveValue('67');
    expect(field('Social Security starting age')).toHaveValue('67');
    expect(field('Employer match (%)')).toHaveValue('100');
    expect(field('Tier 2 match (%)')).toHaveValue('50');
    expect(screen.queryByTestId('monthly-income')).not.toBeInTheDocument();
    // Nothing typed: nothing to share, so the address drops the inputs.
    await waitFor(() => {
      expect(router.state.location.hash).toBe('');
    });
  });

  it('brings back the figures Clear took, until the form is edited', async () => {
    const { user } = await openCalculator(`/harborpine/calculator#v=1&${SCENARIO}&ssAge=70`);
    const income = (await screen.findByTestId('monthly-income', {}, LOAD)).textContent;
    const clear = screen.getByRole('button', { name: 'Clear' });
    // A double tap: its second press finds the form already empty.
    await user.dblClick(clear);
    expect(field('Current age')).toHaveValue('');
    // Told as the page's other news is, politely.
    const notice = await waitFor(() => {
      const found = screen
        .getAllByRole('status')
        .find((region) => region.textContent.includes('Your figures are cleared.'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await user.click(within(notice).getByRole('button', { name: 'Bring them back' }));
    expect(field('Current age')).toHaveValue('30');
    expect(field('Social Security starting age')).toHaveValue('70');
    expect(field('Employer match (%)')).toHaveValue('50');
    await waitFor(() => {
      expect(screen.getByTestId('monthly-income')).toHaveTextContent(income);
    }, LOAD);
    expect(screen.queryByText('Your figures are cleared.')).not.toBeInTheDocument();
    // The button went with the notice: the keyboard goes on from Clear, beside where it was.
    expect(clear).toHaveFocus();

    // A figure typed after Clear is the participant's new start: the old ones are not offered.
    await user.click(clear);
    await screen.findByText('Your figures are cleared.');
    await user.type(field('Current age'), '4');
    await waitFor(() => {
      expect(screen.queryByText('Your figures are cleared.')).not.toBeInTheDocument();
    });
  });

  it('offers nothing back when Clear took nothing typed', async () => {
    const { user } = await openCalculator();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your figures are cleared.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bring them back' })).not.toBeInTheDocument();
  });

  it('shows the chart by default, with the goal and a table for screen readers', async () => {
    await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    // The chart section follows the figures in a deferred render.
    const table = await screen.findByRole(
      'table',
      { name: 'Projected balance by age, in today’s dollars. Savings goal: $835,436.' },
      LOAD,
    );
    // Ages 30 to 67; the last row is the balance at retirement in today's dollars.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 38);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('67$664,517$728,731');
    // The first import of the chart library is slow under jsdom's transform.
    expect(await screen.findByTestId('balance-chart', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lists the assumptions and limits from the constants call', async () => {
    await openCalculator();
    const section = await screen.findByRole('region', { name: 'How we work it out' });
    expect(
      await within(section).findByText(/capped at the 2026 IRS limit: \$24,500 a year/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/capped at \$72,000/)).toBeInTheDocument();
    // Knowing only the age, it says whose full retirement age 67 is (SSA: born 1960 or later).
    expect(within(section).getByText(/estimated with the SSA’s formula/)).toHaveTextContent(
      'It takes 67 as your full retirement age, as the SSA does for everyone born in 1960 or later; if you were born earlier, yours comes a few months sooner.',
    );
    expect(within(section).queryByText(/covers about 40%/)).not.toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: 'Good to know' });
    // The IRS goes by calendar year: the catch-up is open all through the year of the 50th
    // birthday, and the higher one through the years of the 60th to 63rd, not the 64th.
    expect(guidance).toHaveTextContent(
      'From the year you turn 50, even before your birthday, you can save $8,000 a year more than the 2026 limit of $24,500.',
    );
    // Each amount names its year: on January 1 the page must not pass 2026's off as current.
    expect(guidance).toHaveTextContent(
      'In the years you turn 60 to 63 the catch-up is higher: $11,250 a year in 2026.',
    );
    // The estimate knows only the age today, and says what it does with it.
    expect(within(section).getByText(/capped at the 2026 IRS limit/)).toHaveTextContent(
      'The IRS counts the age you reach by December 31. Knowing only your age today, this estimate uses it for this year and adds one for each year after, so a birthday still ahead this year can make this year’s limit higher or lower than the estimate counts.',
    );
    expect(guidance).toHaveTextContent(
      'In 2026, if you earned more than $150,000 from this employer the year before, your catch-up contributions must go in as Roth',
    );
  });
});

describe('calculator state', { timeout: 30_000 }, () => {
  it('Copy link copies the page’s own address before any figure is typed, and the scenario after', async () => {
    const { user } = await openCalculator();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    // Not `…/calculator#`: an empty fragment is no scenario, and a link ending in # looks broken.
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/generic/calculator`,
    );
    await user.type(field('Current age'), '30');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/generic/calculator#v=1&age=30&retire=67&ssAge=67`,
      );
    });
  });

  it('Copy link on the Spanish page names no language: a colleague’s own choice stays theirs', async () => {
    const { user } = renderApp('/generic/calculator?lang=es#v=1&age=30');
    await screen.findByRole('heading', { level: 1, name: 'Calculadora' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/generic/calculator#v=1&age=30&retire=67&ssAge=67`,
      );
    });
  });

  it('keeps the inputs across a reload of the tab', async () => {
    const first = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    await waitFor(() => {
      expect(window.sessionStorage.getItem('redux-store')).toContain('85000');
    });
    first.unmount();
    await openCalculator();
    expect(field('Pretax annual salary')).toHaveValue('85,000');
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$6,013');
  });

  it('keeps an input typed just before a reload, though the address had not caught up', async () => {
    const first = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    // A slow projection: the address waits for it, and the tab is reloaded before it comes.
    server.use(http.get(GOAL, () => delay('infinite')));
    // 30 becomes 35 in one keystroke: every value on the way is complete.
    await first.user.type(field('Current age'), '5', {
      initialSelectionStart: 1,
      initialSelectionEnd: 2,
    });
    await waitFor(() => {
      expect(window.sessionStorage.getItem('redux-store')).toContain('"currentAge":35');
    });
    const { pathname, hash } = first.router.state.location;
    expect(new URLSearchParams(hash.slice(1)).get('age')).toBe('30');
    first.unmount();
    server.resetHandlers();

    // The address still holds the page's own older fragment: not a link, so the tab's inputs stay.
    await openCalculator(`${pathname}${hash}`);
    expect(field('Current age')).toHaveValue('35');
    expect(field('Pretax annual salary')).toHaveValue('85,000');
  });

  it('keeps an input typed just before leaving, when Back brings the page back', async () => {
    // A link exactly as the page writes it: the address needs no rewriting on arrival.
    const { user, router } = await openCalculator(`${SHARED}&ssAge=67`);
    await screen.findByTestId('monthly-income', {}, LOAD);
    server.use(http.get(GOAL, () => delay('infinite')));
    await user.type(field('Current age'), '5', {
      initialSelectionStart: 1,
      initialSelectionEnd: 2,
    });
    await waitFor(() => {
      expect(window.sessionStorage.getItem('redux-store')).toContain('"currentAge":35');
    });
    expect(new URLSearchParams(router.state.location.hash.slice(1)).get('age')).toBe('30');
    await router.navigate('/generic/faqs');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    server.resetHandlers();

    await router.back();
    await screen.findByRole('heading', { level: 1, name: 'Calculator' });
    expect(field('Current age')).toHaveValue('35');
  });

  it('keeps the fragment in step with the inputs, so it can be shared', async () => {
    const { user, router } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    await user.clear(field('Current age'));
    await user.type(field('Current age'), '45');
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.hash.slice(1)).get('age')).toBe('45');
    });
    expect(router.state.location.search).toBe('');
  });

  it('takes the inputs of a share link opened while the page is open, and goes on following them', async () => {
    const calls = recordGoalCalls();
    const { user, router } = await openCalculator(SHARED);
    await screen.findByTestId('monthly-income', {}, LOAD);
    const shared = () => new URLSearchParams(router.state.location.hash.slice(1));

    await router.navigate(
      '/generic/calculator#v=1&age=35&retire=65&savings=40000&salary=90000&contribution=8&match=50&matchUpTo=6',
    );
    await waitFor(() => {
      expect(field('Current age')).toHaveValue('35');
    });
    expect(field('Retirement age')).toHaveValue('65');
    expect(field('Current savings')).toHaveValue('40,000');
    expect(field('Pretax annual salary')).toHaveValue('90,000');
    expect(field('Contribution (% of salary)')).toHaveValue('8');
    await waitFor(() => {
      expect(calls.at(-1)?.get('pretaxSalary')).toBe('90000');
    }, LOAD);
    // The address keeps the link, never the inputs it replaced, written once the page's own way
    // (with the default Social Security age), and then stays: no loop of writes and reads.
    await waitFor(() => {
      expect(shared().get('ssAge')).toBe('67');
    });
    expect(shared().get('salary')).toBe('90000');
    const settled = router.state.location.key;
    await new Promise((resolve) => setTimeout(resolve, CALCULATOR_DEBOUNCE_MS + 300));
    expect(router.state.location.key).toBe(settled);

    await user.clear(field('Current age'));
    await user.type(field('Current age'), '45');
    await waitFor(() => {
      expect(shared().get('age')).toBe('45');
    });
    expect(field('Current age')).toHaveValue('45');
    expect(shared().get('salary')).toBe('90000');
  });

  it('says at once which of a shared link’s fields it could not read, and keeps the rest', async () => {
    // A salary in words, a benefit with cents, and tier 3's limit cut off: each field is left
    // empty with its own message, and the figures the link did carry stay.
    const { router, user } = await openCalculator(
      '/generic/calculator#v=1&age=30&retire=67&savings=25000&salary=abc&contribution=6&match=100&matchUpTo=4&tiers=50:6,25:x&ssBenefit=1800.50',
    );
    const alert = await screen.findByText('Check the highlighted fields to see your projection.');
    expect(alert).toBeVisible();
    const salary = field('Pretax annual salary');
    expect(salary).toHaveValue('');
    expect(salary).toBeInvalid();
    expect(salary).toHaveAccessibleDescription('Enter a pretax salary from $1k to $10M.');
    expect(field('Tier 3 match (%)')).toHaveValue('25');
    expect(field('Tier 3 match up to (% of salary)')).toHaveValue('');
    expect(field('Tier 3 match up to (% of salary)')).toHaveAccessibleDescription(
      'Enter a match limit above the tier before it, up to 100% of salary.',
    );
    const benefit = field('Statement benefit, monthly (optional)');
    expect(benefit).toHaveValue('');
    expect(benefit).toHaveAccessibleDescription(
      'Enter a monthly benefit from $0 to $10,000, or leave it empty.',
    );
    const kept: [string, string][] = [
      ['Current age', '30'],
      ['Retirement age', '67'],
      ['Current savings', '25,000'],
      ['Contribution (% of salary)', '6'],
      ['Employer match (%)', '100'],
      ['Employer match up to (% of salary)', '4'],
      ['Tier 2 match (%)', '50'],
      ['Tier 2 match up to (% of salary)', '6'],
    ];
    for (const [label, value] of kept) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toBeValid();
    }
    expect(router.state.location.hash).not.toContain('NaN');
    // The optional benefit may stay empty: left untouched, it is an empty field like any other.
    await user.click(benefit);
    await user.tab();
    // The messages follow the inputs once they pause.
    await waitFor(() => {
      expect(benefit).toBeValid();
    });
    expect(benefit).toHaveAccessibleDescription(
      'From $0 to $10,000. The benefit at full retirement age (67) on your Social Security statement, from ssa.gov. Leave empty and we estimate it from your pay.',
    );
  });

  it('says which field a restored tab could not read', async () => {
    window.sessionStorage.setItem(
      'redux-store',
      savedFiguresCopy({
        currentAge: 30,
        retirementAge: 67,
        currentSavings: 25_000,
        pretaxSalary: 'abc',
        contributionPercentage: 6,
        employerMatchingContributionPercentage: 50,
        employerMatchingUpToContributionPercentageOfSalary: 6,
      }),
    );
    await openCalculator();
    expect(
      await screen.findByText('Check the highlighted fields to see your projection.'),
    ).toBeVisible();
    expect(field('Pretax annual salary')).toHaveValue('');
    expect(field('Pretax annual salary')).toHaveAccessibleDescription(
      'Enter a pretax salary from $1k to $10M.',
    );
    expect(field('Current savings')).toHaveValue('25,000');
    expect(field('Current age')).toBeValid();
  });

  it('opens an old query link and moves its figures to the fragment, out of analytics', async () => {
    const { router } = await openCalculator(`/generic/calculator?${SCENARIO}&uid=qa`);
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$6,013');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?uid=qa');
    });
    expect(router.state.location.hash).toContain('v=1&age=30');
    const pageViews = JSON.stringify(window.dataLayer);
    expect(pageViews).toContain('Page Load Completed');
    for (const secret of ['85000', '25000', 'salary']) expect(pageViews).not.toContain(secret);
  });
});

describe('calculator failures', { timeout: 30_000 }, () => {
  it('shows the default message with a retry where the projection failed', async () => {
    let fail = true;
    server.use(
      http.get(GOAL, () =>
        fail ? HttpResponse.json({ error: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await openCalculator(SHARED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We're sorry, an error has occurred. Please try again later.");
    expect(field('Current age')).toHaveValue('30');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$6,013');
  });

  it('keeps the projection when only the constants fail', async () => {
    failGet(CONSTANTS, 'malformed-json');
    await openCalculator(SHARED);
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$6,013');
    const section = screen.getByRole('region', { name: 'How we work it out' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We're sorry, an error has occurred.",
    );
    expect(screen.getByRole('button', { name: 'Future dollars' })).toBeEnabled();
  });
});
