import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { markets, simulate } from '../model/monte-carlo';
import { modelInput } from '../model/projection-input';
import type { ChanceRequest } from './chance-protocol';
import { runChance } from './run-chance';

const SHARED =
  '/harborpine/calculator#v=1&age=40&retire=67&savings=50000&salary=80000&contribution=6';
const LOAD = { timeout: 10_000 };
// Fewer paths than the worker's 10,000: the wiring, not the statistics, is under test here.
const world = markets(2_000);

/** A worker in the test's own thread: the same run the real worker does, answered async. */
class InThreadWorker extends EventTarget {
  static requests: ChanceRequest[] = [];
  postMessage(request: ChanceRequest) {
    InThreadWorker.requests.push(request);
    void runChance(
      request,
      world,
      () => Promise.resolve(true),
      (response) => {
        this.dispatchEvent(new MessageEvent('message', { data: response }));
      },
    );
  }
  terminate() {
    return undefined;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  InThreadWorker.requests = [];
});

describe('chance of success on the calculator', { timeout: 30_000 }, () => {
  it('shows the chance for today’s plan and each what-if, with the band in the table', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    renderApp(SHARED);
    const chance = await screen.findByTestId('chance-percent', {}, LOAD);
    const plan = InThreadWorker.requests[0]?.plan;
    expect(plan).toEqual(
      modelInput({
        currentAge: 40,
        retirementAge: 67,
        currentSavings: 50_000,
        pretaxSalary: 80_000,
        contributionPercentage: 6,
        employerMatchingContributionPercentage: 100,
        employerMatchingUpToContributionPercentageOfSalary: 4,
        additionalMatchTiers: [{ rate: 50, upTo: 6 }],
        nonelectivePercentage: null,
        claimingAge: 67,
        socialSecurityBenefit: null,
      }),
    );
    const expected = plan ? simulate(plan, world).chance : -1;
    expect(chance).toHaveTextContent(`${String(Math.round(expected * 100))}%`);
    expect(screen.getByTestId('chance')).toHaveTextContent(
      'The simulation assumes a median return of 6% a year, with yearly ups and downs of about 12%.',
    );
    expect(screen.getByTestId('plus-one-chance')).toHaveTextContent(
      /^Chance your savings last to age 95: \d+% \((very likely|likely|uncertain|unlikely)\)$/,
    );
    expect(screen.getByTestId('plus-one-auto-chance')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Projected balance by age/ }, LOAD);
    await waitFor(() => {
      expect(
        within(table).getByRole('columnheader', {
          name: 'Today’s plan, 10th percentile of simulated markets',
        }),
      ).toBeInTheDocument();
    }, LOAD);
  });

  it('announces the chance when it arrives, after the income and without repeating it', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    renderApp(SHARED);
    const percent = await screen.findByTestId('chance-percent', {}, LOAD);
    const [region] = screen
      .getAllByRole('status')
      .filter((status) => status.textContent.startsWith('Estimated monthly income $5,207'));
    expect(region).toBeDefined();
    if (!region) return;
    // The region reads out only what changed in it: the income when the figures come, the
    // chance when the simulation does, each a sentence of its own.
    expect(region).toHaveAttribute('aria-atomic', 'false');
    expect(
      within(region).getByText(
        new RegExp(
          `^Chance your savings last to age 95: ${percent.textContent} \\((very likely|likely|uncertain|unlikely)\\)$`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('says how it counts Social Security, and the years before it starts that it leaves out', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    // The simulation takes the gap Social Security leaves from the first year of retirement,
    // in today's dollars (so the benefit rises with prices), whatever age it is claimed at.
    const { unmount } = renderApp(SHARED);
    expect(await screen.findByTestId('chance-percent', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('chance')).toHaveTextContent(
      'It counts your Social Security, started at 67, from the year you retire, rising with prices.',
    );
    unmount();
    // Retiring at 62 with Social Security from 70: the 8 years between are not in the chance.
    renderApp(
      '/harborpine/calculator?lang=es#v=1&age=40&retire=62&savings=50000&salary=80000&contribution=6&ssAge=70',
    );
    expect(await screen.findByTestId('chance-percent', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('chance')).toHaveTextContent(
      'Cuenta su Seguro Social como si empezara al jubilarse a los 62 años, pero el suyo empieza a los 70: deja fuera los 8 años intermedios, así que la probabilidad real puede ser menor.',
    );
  });

  it('does not call a 0% chance possibly lower for the years before Social Security', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    // Retiring today at 63 with a quarter of the goal: no simulated market lasts to 95.
    renderApp(
      '/lumenhealth/calculator#v=1&age=63&retire=63&savings=250000&salary=80000&contribution=6&match=50&matchUpTo=6',
    );
    expect(await screen.findByTestId('chance-percent', {}, LOAD)).toHaveTextContent(/^0%/);
    expect(screen.getByTestId('chance')).toHaveTextContent(
      'it leaves out the 4 years between, so the real chance is no higher.',
    );
  });

  it('keeps the deterministic answer, with a short note, where no worker can start', async () => {
    vi.stubGlobal('Worker', function BlockedWorker() {
      throw new Error('Workers are blocked here');
    });
    renderApp(SHARED);
    expect(await screen.findByTestId('monthly-income', {}, LOAD)).toHaveTextContent('$5,207');
    expect(await screen.findByTestId('chance-unavailable')).toHaveTextContent(
      'Chance your savings last to age 95: not available right now.',
    );
    expect(screen.queryByTestId('chance-percent')).not.toBeInTheDocument();
  });

  it('keeps the deterministic answer where the worker fails while running', async () => {
    class FailingWorker extends EventTarget {
      postMessage() {
        setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
      }
      terminate() {
        return undefined;
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    renderApp(SHARED);
    expect(await screen.findByTestId('chance-unavailable', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('monthly-income')).toHaveTextContent('$5,207');
  });

  it('takes an answer in another shape (a worker from another deploy) as a failed chance', async () => {
    class StaleWorker extends EventTarget {
      postMessage(request: ChanceRequest) {
        setTimeout(() => {
          this.dispatchEvent(
            new MessageEvent('message', { data: { id: request.id, chance: 0.9, complete: true } }),
          );
        }, 0);
      }
      terminate() {
        return undefined;
      }
    }
    vi.stubGlobal('Worker', StaleWorker);
    renderApp(SHARED);
    expect(await screen.findByTestId('chance-unavailable', {}, LOAD)).toHaveTextContent(
      'Chance your savings last to age 95: not available right now.',
    );
    expect(screen.getByTestId('monthly-income')).toHaveTextContent('$5,207');
    expect(screen.queryByTestId('chance-percent')).not.toBeInTheDocument();
  });
});
