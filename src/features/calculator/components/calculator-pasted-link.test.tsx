import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';

const SCENARIO = 'age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';
const OTHER = 'age=45&retire=65&savings=90000&salary=60000&contribution=4&match=100&matchUpTo=3';
const OWN_FIGURES = 'We couldn’t read the figures in this link, so the calculator shows your own.';
const EMPTY_FORM =
  'We couldn’t read the figures in this link. Enter your own to see your projection.';
const REPLACED = 'The calculator now shows the figures from this link.';
/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

async function openCalculator(url: string) {
  const view = renderApp(url);
  await screen.findByRole('textbox', { name: /Current age|Edad actual/ }, LOAD);
  return view;
}

const age = () => screen.getByRole('textbox', { name: 'Current age' });

/**
 * The page has written its own fragment for these figures (it adds the defaults the link left
 * out): a later one is a pasted link.
 */
async function settled(router: { state: { location: { hash: string } } }, currentAge: number) {
  await waitFor(() => {
    expect(router.state.location.hash).toMatch(new RegExp(`^#v=1&age=${currentAge}&.*&ssAge=`));
  }, LOAD);
}

// A link pasted into the address bar while the calculator is open is a navigation within the
// page (a hashchange), not a new arrival: each test renders the whole app, which can take 15 s.
describe('a calculator link pasted while the page is open', { timeout: 30_000 }, () => {
  it.each([
    ['of another version', '#v=2&age=40'],
    ['without a version', '#age=40&salary=85000'],
  ])('says a link %s could not be read, and keeps the figures shown', async (_, hash) => {
    const { router } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate(`/generic/calculator${hash}`);
    const notice = await screen.findByText(OWN_FIGURES, {}, LOAD);
    expect(notice).toBeVisible();
    // In the live region that was on the page before it.
    expect(
      screen.getAllByRole('status').filter((region) => within(region).queryByText(OWN_FIGURES)),
    ).toHaveLength(1);
    expect(age()).toHaveValue('30');
  });

  it('says so on an empty form too', async () => {
    const { router } = await openCalculator('/generic/calculator');
    await router.navigate('/generic/calculator#v=2&age=40');
    expect(await screen.findByText(EMPTY_FORM, {}, LOAD)).toBeVisible();
    expect(age()).toHaveValue('');
  });

  it('says nothing for an anchor on the page', async () => {
    const { router } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate('/generic/calculator#calculator-assumptions-title');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/couldn’t read the figures|now shows the figures/)).toBeNull();
  });

  it('says a readable link replaced the figures typed, and can bring them back', async () => {
    const { router, user } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate(`/generic/calculator#v=1&${OTHER}`);
    expect(await screen.findByText(REPLACED, {}, LOAD)).toBeVisible();
    expect(
      screen.getAllByRole('status').filter((region) => within(region).queryByText(REPLACED)),
    ).toHaveLength(1);
    expect(age()).toHaveValue('45');

    await user.click(screen.getByRole('button', { name: 'Bring back my figures' }));
    expect(age()).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: 'Pretax annual salary' })).toHaveValue('85,000');
    expect(screen.queryByText(REPLACED)).toBeNull();
    // The keyboard goes on from the form the notice was about.
    expect(age()).toHaveFocus();
    await settled(router, 30);
  });

  it('says nothing when the link brings the figures already shown', async () => {
    const { router } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    // The same scenario in another order: nothing is replaced.
    await router.navigate(`/generic/calculator#v=1&${SCENARIO.split('&').reverse().join('&')}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(REPLACED)).toBeNull();
  });

  it('fills an empty form without a word', async () => {
    const { router } = await openCalculator('/generic/calculator');
    await router.navigate(`/generic/calculator#v=1&${OTHER}`);
    await waitFor(() => {
      expect(age()).toHaveValue('45');
    }, LOAD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(REPLACED)).toBeNull();
  });

  it('says it in Spanish on the Spanish page', async () => {
    speakSpanish();
    const { router, user } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate(`/generic/calculator#v=1&${OTHER}`);
    expect(
      await screen.findByText('La calculadora ahora muestra las cifras de este enlace.', {}, LOAD),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recuperar mis cifras' }));
    expect(screen.getByRole('textbox', { name: 'Edad actual' })).toHaveValue('30');
  });
});
