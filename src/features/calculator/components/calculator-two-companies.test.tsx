import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

const field = (name: string) => screen.getByRole('textbox', { name });

/** Waits until the page shows this company's calculator, not the loader or the last one's. */
async function calculatorOf(companyName: string) {
  await screen.findByRole('link', { name: new RegExp(companyName) }, LOAD);
  return screen.findByRole('textbox', { name: 'Current age' }, LOAD);
}

/** A participant who typed their figures on Harbor & Pine's calculator (its match filled in). */
async function figuresOnHarborPine() {
  const view = renderApp('/harborpine/calculator');
  await calculatorOf('Harbor & Pine');
  await view.user.type(field('Current age'), '40');
  await view.user.type(field('Pretax annual salary'), '85000');
  expect(field('Tier 2 match (%)')).toHaveValue('50');
  return view;
}

/** Cobalt Ridge's plan: 50% of the first 6%, plus 3% of pay; one tier only. */
function expectCobaltRidgePlan() {
  expect(field('Employer match (%)')).toHaveValue('50');
  expect(field('Employer match up to (% of salary)')).toHaveValue('6');
  expect(field('Employer contribution (%)')).toHaveValue('3');
  expect(screen.queryByRole('textbox', { name: 'Tier 2 match (%)' })).not.toBeInTheDocument();
  expect(screen.getByTestId('plan-formula')).toHaveTextContent(
    'Filled in from your plan: a match of 50% of the first 6% of your pay, plus 3% of your pay whatever you save.',
  );
}

// Each test renders the whole app; on a shared, busy machine the first one alone can take 15 s.
describe('one browser, two sponsors: the calculator', { timeout: 30_000 }, () => {
  it("shows the next company's plan, not the last one's, and keeps the participant's figures", async () => {
    const { router } = await figuresOnHarborPine();

    await router.navigate('/cobaltridge/calculator');
    await calculatorOf('Cobalt Ridge');
    expectCobaltRidgePlan();
    expect(field('Current age')).toHaveValue('40');
    expect(field('Pretax annual salary')).toHaveValue('85,000');
    // The address, the link to share, carries this company's plan.
    await waitFor(() => {
      expect(router.state.location.hash).toContain('match=50&matchUpTo=6&nonelective=3');
    });

    // A company that states no plan: the fields are the participant's to fill, not Cobalt Ridge's.
    await router.navigate('/generic/calculator');
    await screen.findByRole('textbox', { name: 'Current age' }, LOAD);
    await waitFor(() => {
      expect(field('Employer match (%)')).toHaveValue('');
    });
    expect(field('Employer contribution (%)')).toHaveValue('');
    expect(field('Current age')).toHaveValue('40');
  });

  it('shows the next company’s plan after a reload of the tab too', async () => {
    const view = await figuresOnHarborPine();
    view.unmount();
    // The same tab reloaded at another company's calculator: its session copy comes back.
    renderApp('/cobaltridge/calculator');
    await calculatorOf('Cobalt Ridge');
    expectCobaltRidgePlan();
    expect(field('Pretax annual salary')).toHaveValue('85,000');
  });

  it('brings back the participant’s figures with this company’s plan, after a link replaced them', async () => {
    const view = await figuresOnHarborPine();
    view.unmount();
    const { user } = renderApp(
      '/cobaltridge/calculator#v=1&age=45&retire=65&savings=90000&salary=60000&contribution=4&match=50&matchUpTo=6&nonelective=3',
    );
    await calculatorOf('Cobalt Ridge');
    await user.click(await screen.findByRole('button', { name: 'Bring back my figures' }, LOAD));
    expect(field('Current age')).toHaveValue('40');
    expectCobaltRidgePlan();
  });
});
