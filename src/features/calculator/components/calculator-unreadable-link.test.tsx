import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';

const SCENARIO = 'age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';
const EMPTY_FORM =
  'We couldn’t read the figures in this link. Enter your own to see your projection.';
const OWN_FIGURES = 'We couldn’t read the figures in this link, so the calculator shows your own.';
/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

async function openCalculator(url: string) {
  const view = renderApp(url);
  await screen.findByRole('textbox', { name: /Current age|Edad actual/ }, LOAD);
  return view;
}

/** The notice, once the page has had the task it waits for to fill its live region. */
const notice = (text: string) => screen.findByText(text, {}, LOAD);

// Each test renders the whole app; on a shared, busy machine the first one alone can take 15 s.
describe('a calculator link the page cannot read', { timeout: 30_000 }, () => {
  it('says so when the link is of another version, and the form starts empty', async () => {
    const { router } = await openCalculator('/generic/calculator#v=2&age=40');
    expect(await notice(EMPTY_FORM)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Current age' })).toHaveValue('');
    // Announced: it sits in a live region that was on the page before its text.
    const regions = screen.getAllByRole('status');
    expect(regions.filter((region) => within(region).queryByText(EMPTY_FORM))).toHaveLength(1);
    await waitFor(() => {
      expect(router.state.location.hash).toBe('');
    });
    // Still said once the address has dropped the link's fragment.
    expect(screen.getByText(EMPTY_FORM)).toBeVisible();
  });

  it.each(['#v=0&age=40', '#age=40&salary=85000', '#v='])('says so for %s too', async (hash) => {
    await openCalculator(`/generic/calculator${hash}`);
    expect(await notice(EMPTY_FORM)).toBeVisible();
  });

  it('says the participant’s own figures are shown when the tab had them', async () => {
    window.sessionStorage.setItem(
      'redux-store',
      JSON.stringify({
        version: 2,
        calculator: {
          values: {
            currentAge: 30,
            retirementAge: 67,
            currentSavings: 25_000,
            pretaxSalary: 85_000,
            contributionPercentage: 6,
            employerMatchingContributionPercentage: 50,
            employerMatchingUpToContributionPercentageOfSalary: 6,
          },
        },
      }),
    );
    await openCalculator('/generic/calculator#v=2&age=40');
    expect(await notice(OWN_FIGURES)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Current age' })).toHaveValue('30');
  });

  it('can be dismissed, leaving the focus in the form', async () => {
    const { user } = await openCalculator('/generic/calculator#v=2&age=40');
    await notice(EMPTY_FORM);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(EMPTY_FORM)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Current age' })).toHaveFocus();
  });

  it('says so in Spanish on the Spanish page', async () => {
    speakSpanish();
    await openCalculator('/generic/calculator#v=2&age=40');
    expect(
      await notice(
        'No pudimos leer las cifras de este enlace. Ingrese las suyas para ver su proyección.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it.each([
    ['a valid link', `/generic/calculator#v=1&${SCENARIO}`],
    ['no fragment', '/generic/calculator'],
    ['a partly readable link', `/generic/calculator#v=1&${SCENARIO.replace('85000', 'abc')}`],
    ['an old query link', `/generic/calculator?${SCENARIO}`],
    // An anchor on the page, as a CMS link may name one: not a scenario that failed.
    ['an anchor', '/generic/calculator#calculator-assumptions-title'],
  ])('says nothing for %s', async (_, url) => {
    await openCalculator(url);
    // Longer than the task the notice waits for, and than the inputs' debounce.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/couldn’t read the figures/)).not.toBeInTheDocument();
  });
});
