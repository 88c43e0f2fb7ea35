import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failGet, server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { CALCULATOR_DEBOUNCE_MS } from './calculator';

const LABELS = [
  'Current age',
  'Retirement age',
  'Current savings',
  'Pretax annual salary',
  'Contribution (% of salary)',
  'Employer match (%)',
  'Employer match up to (% of salary)',
];
const GOAL = '*/po/calculator/retirement/goal';
const CONSTANTS = '*/po/calculator/retirement/constants';
const SHARED =
  '/generic/calculator?age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';

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
  await screen.findByRole('heading', { level: 1, name: 'Retirement calculator' });
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
    await user.type(field('Current savings'), '1250000');
    expect(field('Current savings')).toHaveValue('1,250,000');
    await user.clear(field('Pretax annual salary'));
    await user.paste('$85,000.00');
    expect(field('Pretax annual salary')).toHaveValue('85,000');
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
    await screen.findByTestId('projected-balance', {}, LOAD);
    const before = calls.length;
    await user.clear(field(label));
    await user.type(field(label), typed);
    const input = field(label);
    await waitFor(() => {
      expect(input).toHaveAccessibleDescription(message);
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check the highlighted fields to see your projection.')).toBeVisible();
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
});

describe('calculator results', { timeout: 30_000 }, () => {
  it('shows the service’s figures, the +1% what-if and today’s dollars', async () => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator(SHARED);
    expect(await screen.findByTestId('projected-balance', {}, LOAD)).toHaveTextContent(
      '$1,656,872',
    );
    expect(screen.getByTestId('goal')).toHaveTextContent('$2,537,443');
    expect(screen.getByTestId('readiness')).toHaveTextContent('65%');
    expect(screen.getByTestId('annual-need')).toHaveTextContent('$202,995');
    expect(screen.getByTestId('increased-balance')).toHaveTextContent('$2,853,667');
    expect(screen.getByTestId('increase-gain')).toHaveTextContent('+$1,196,795');
    // The +1 variant: the rate plus one point, the company's auto-increase, calc_page 7.
    expect(calls[0]?.get('contributionPercentage')).toBe('7');
    expect(calls[0]?.get('autoIncrease')).toBe('1');
    expect(calls[0]?.get('calc_page')).toBe('7');

    await user.click(await screen.findByRole('button', { name: 'Today’s dollars' }));
    // 1,656,871.59 / 1.025^37 = 664,516.60
    expect(screen.getByTestId('projected-balance')).toHaveTextContent('$664,517');
    expect(screen.getByTestId('goal')).toHaveTextContent('$1,017,685');
    expect(screen.getByTestId('increase-gain')).toHaveTextContent('+$479,995');
    expect(screen.getByTestId('readiness')).toHaveTextContent('65%');
    const table = screen.getByRole('table', {
      name: /Projected balance by age, in today’s dollars/,
    });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 38);
  });

  it('sends the company’s own auto-increase with the +1 call', async () => {
    const calls = recordGoalCalls();
    renderApp(SHARED.replace('/generic/', '/lumenhealth/'));
    expect(await screen.findByTestId('increased-balance', {}, LOAD)).toHaveTextContent(
      '$2,952,550',
    );
    expect(calls[0]?.get('autoIncrease')).toBe('2');
  });

  it('updates automatically after an edit, and Calculate does it at once', async () => {
    const calls = recordGoalCalls();
    const { user } = await openCalculator(SHARED);
    await screen.findByTestId('projected-balance', {}, LOAD);
    await user.clear(field('Contribution (% of salary)'));
    await user.type(field('Contribution (% of salary)'), '10');
    await waitFor(() => {
      expect(screen.getByTestId('current-rate')).toHaveTextContent('10% of pay');
    }, LOAD);
    expect(calls.at(-1)?.get('contributionPercentage')).toBe('11');
    const count = calls.length;
    await user.clear(field('Current savings'));
    await user.type(field('Current savings'), '90000{Enter}');
    expect(calls).toHaveLength(count + 1);
    expect(calls.at(-1)?.get('currentSavings')).toBe('90000');
  });

  it('leaves a first visit’s address as it is while the page loads', async () => {
    const { router } = await openCalculator();
    const arrival = router.state.location.key;
    // Longer than the inputs' debounce, after which the address used to gain ?retire=67.
    await new Promise((resolve) => setTimeout(resolve, CALCULATOR_DEBOUNCE_MS + 300));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.key).toBe(arrival);
  });

  it('clears back to the defaults', async () => {
    const { user, router } = await openCalculator(SHARED);
    await screen.findByTestId('projected-balance', {}, LOAD);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Current age')).toHaveValue('');
    expect(field('Retirement age')).toHaveValue('67');
    expect(screen.queryByTestId('projected-balance')).not.toBeInTheDocument();
    // Nothing typed: nothing to share, so the address drops the inputs.
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('loads the chart only when asked, with a table for screen readers meanwhile', async () => {
    const { user } = await openCalculator(SHARED);
    await screen.findByTestId('projected-balance', {}, LOAD);
    expect(screen.getByRole('table', { name: /Projected balance by age/ })).toBeInTheDocument();
    expect(screen.queryByTestId('balance-chart')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show chart' }));
    // The first import of the chart library is slow under jsdom's transform.
    expect(await screen.findByTestId('balance-chart', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists the assumptions and limits from the constants call', async () => {
    await openCalculator();
    const section = await screen.findByRole('region', { name: 'How we work it out' });
    expect(
      await within(section).findByText(/capped at the 2026 IRS limit: \$24,500 a year/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/capped at \$72,000/)).toBeInTheDocument();
  });
});

describe('calculator state', { timeout: 30_000 }, () => {
  it('keeps the inputs across a reload of the tab', async () => {
    const first = await openCalculator(SHARED);
    await screen.findByTestId('projected-balance', {}, LOAD);
    await waitFor(() => {
      expect(window.sessionStorage.getItem('redux-store')).toContain('85000');
    });
    first.unmount();
    await openCalculator();
    expect(field('Pretax annual salary')).toHaveValue('85,000');
    expect(await screen.findByTestId('projected-balance', {}, LOAD)).toHaveTextContent(
      '$1,656,872',
    );
  });

  it('keeps the URL in step with the inputs, so it can be shared', async () => {
    const { user, router } = await openCalculator(SHARED);
    await screen.findByTestId('projected-balance', {}, LOAD);
    await user.clear(field('Current age'));
    await user.type(field('Current age'), '45');
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('age')).toBe('45');
    });
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
    expect(await screen.findByTestId('projected-balance', {}, LOAD)).toHaveTextContent(
      '$1,656,872',
    );
  });

  it('keeps the projection when only the constants fail', async () => {
    failGet(CONSTANTS, 'malformed-json');
    await openCalculator(SHARED);
    expect(await screen.findByTestId('projected-balance', {}, LOAD)).toHaveTextContent(
      '$1,656,872',
    );
    const section = screen.getByRole('region', { name: 'How we work it out' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We're sorry, an error has occurred.",
    );
    expect(screen.getByRole('button', { name: 'Today’s dollars' })).toBeDisabled();
  });
});
