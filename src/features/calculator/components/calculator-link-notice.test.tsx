import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, speakSpanish } from '@/testing/test-utils';
import { savedFiguresCopy } from '@/testing/saved-figures';

const SCENARIO = 'age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';
const EMPTY_FORM =
  'We couldn’t read the figures in this link. Enter your own to see your projection.';
const OWN_FIGURES = 'We couldn’t read the figures in this link, so the calculator shows your own.';
const OTHER = 'age=45&retire=65&savings=90000&salary=60000&contribution=4&match=100&matchUpTo=3';
const REPLACED = 'The calculator now shows the figures from this link.';
/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

async function openCalculator(url: string) {
  const view = renderApp(url);
  await screen.findByRole('textbox', { name: /Current age|Edad actual/ }, LOAD);
  return view;
}

/** The notice, once the page has had the task it waits for to fill its live region. */
const notice = (text: string) => screen.findByText(text, {}, LOAD);

/** Figures kept from an earlier visit in this tab: the store restores them on arrival. */
function saveFigures(values: Record<string, number>, writtenFragment: string | null = null) {
  window.sessionStorage.setItem(
    'redux-store',
    savedFiguresCopy(
      { retirementAge: 67, employerMatchingUpToContributionPercentageOfSalary: 6, ...values },
      writtenFragment,
    ),
  );
}

const SAVED = {
  currentAge: 30,
  currentSavings: 25_000,
  pretaxSalary: 85_000,
  contributionPercentage: 6,
  employerMatchingContributionPercentage: 50,
};

/**
 * The replaced-figures notice, said once, over the link's figures (age 45); Bring back my figures
 * puts back the participant's (age 30, $85,000) and closes it.
 */
async function expectFiguresBroughtBack(user: ReturnType<typeof renderApp>['user']) {
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
}

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
    saveFigures(SAVED);
    await openCalculator('/generic/calculator#v=2&age=40');
    expect(await notice(OWN_FIGURES)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Current age' })).toHaveValue('30');
  });

  it('goes when the form is cleared: the figures it speaks of are gone', async () => {
    saveFigures(SAVED);
    const { user } = await openCalculator('/generic/calculator#v=2&age=40');
    await notice(OWN_FIGURES);
    await user.click(screen.getByRole('button', { name: /^Clear/ }));
    expect(screen.queryByText(OWN_FIGURES)).toBeNull();
    expect(age()).toHaveValue('');
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
    await expectFiguresBroughtBack(user);
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

// Opening a link (a new load of the page) in a tab that kept figures from an earlier visit: the
// link's figures win, and the participant's own are one press away.
describe('a calculator link opened over saved figures', { timeout: 30_000 }, () => {
  it('says the link replaced them, and can bring them back', async () => {
    saveFigures(SAVED);
    const { router, user } = await openCalculator(`/generic/calculator#v=1&${OTHER}`);
    expect(await notice(REPLACED)).toBeVisible();
    await expectFiguresBroughtBack(user);
    await settled(router, 30);
  });

  it('says it in Spanish on the Spanish page', async () => {
    speakSpanish();
    saveFigures(SAVED);
    const { user } = await openCalculator(`/generic/calculator#v=1&${OTHER}`);
    expect(await notice('La calculadora ahora muestra las cifras de este enlace.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recuperar mis cifras' }));
    expect(screen.getByRole('textbox', { name: 'Edad actual' })).toHaveValue('30');
  });

  it.each([
    ['the link brings the figures saved', `#v=1&${SCENARIO.split('&').reverse().join('&')}`],
    ['the link cannot be read', '#v=2&age=40'],
  ])('says nothing of replacing when %s', async (_, hash) => {
    saveFigures(SAVED);
    await openCalculator(`/generic/calculator${hash}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(REPLACED)).toBeNull();
    expect(age()).toHaveValue('30');
  });

  it('says nothing when the address is the page’s own, behind the figures typed since', async () => {
    // A reload before the address caught up with the last figure typed: no link replaced it.
    saveFigures({ ...SAVED, currentAge: 31 }, `v=1&${SCENARIO}`);
    await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(REPLACED)).toBeNull();
    expect(age()).toHaveValue('31');
  });
});

// Bringing back the figures a link replaced would throw away what was typed since: once the
// participant edits the link's figures, they are theirs, and the offer goes.
describe('figures edited after a link replaced them', { timeout: 30_000 }, () => {
  it('are never dropped: the offer goes with the first edit, the notice stays', async () => {
    const { router, user } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate(`/generic/calculator#v=1&${OTHER}`);
    await screen.findByRole('button', { name: 'Bring back my figures' }, LOAD);

    await user.clear(age());
    await user.type(age(), '50');
    expect(screen.queryByRole('button', { name: 'Bring back my figures' })).toBeNull();
    expect(screen.getByText(REPLACED)).toBeVisible();
    expect(age()).toHaveValue('50');
    expect(age()).toHaveFocus();
  });

  it('after opening a link over saved figures too', async () => {
    saveFigures(SAVED);
    const { user } = await openCalculator(`/generic/calculator#v=1&${OTHER}`);
    await screen.findByRole('button', { name: 'Bring back my figures' }, LOAD);
    await user.type(screen.getByRole('textbox', { name: 'Pretax annual salary' }), '0');
    expect(screen.queryByRole('button', { name: 'Bring back my figures' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Pretax annual salary' })).toHaveValue('600,000');
  });

  it('leave with the notice when the form is cleared', async () => {
    const { router, user } = await openCalculator(`/generic/calculator#v=1&${SCENARIO}`);
    await settled(router, 30);
    await router.navigate(`/generic/calculator#v=1&${OTHER}`);
    await screen.findByRole('button', { name: 'Bring back my figures' }, LOAD);
    await user.click(screen.getByRole('button', { name: /^Clear/ }));
    expect(screen.queryByText(REPLACED)).toBeNull();
    expect(age()).toHaveValue('');
  });
});
