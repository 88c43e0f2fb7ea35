import { describe, expect, it } from 'vitest';
import { markets } from '../model/monte-carlo';
import type { RetirementInput } from '../model/retirement-model';
import type { ChanceRequest, ChanceResponse } from './chance-protocol';
import { runChance } from './run-chance';

const plan: RetirementInput = {
  currentAge: 40,
  retirementAge: 67,
  currentSavings: 50_000,
  pretaxSalary: 80_000,
  contributionPercentage: 6,
  matchTiers: [{ rate: 50, upTo: 6 }],
};
const world = markets(1_000);

async function run(request: ChanceRequest) {
  const answers: ChanceResponse[] = [];
  await runChance(
    request,
    world,
    () => Promise.resolve(true),
    (answer) => answers.push(answer),
  );
  return answers;
}

describe('one simulation request', () => {
  it('answers today’s plan first, then with both what-ifs, timing each', async () => {
    const answers = await run({ id: 7, plan, autoIncrease: 2 });
    expect(answers.map((answer) => answer.complete)).toEqual([false, true]);
    expect(answers[0]?.results.plusOne).toBeUndefined();
    const response = answers[1];
    expect(response?.id).toBe(7);
    expect(response?.results.today.band).toHaveLength(28);
    expect(response?.results.plusOne?.band).toEqual([]);
    expect(response?.results.plusOneThenAuto?.chance).toBeGreaterThanOrEqual(
      response?.results.plusOne?.chance ?? 1,
    );
    expect(Object.keys(response?.timings ?? {})).toEqual(['today', 'plusOne', 'plusOneThenAuto']);
  });

  it('has no auto-increase what-if where it would raise nothing', async () => {
    const answers = await run({
      id: 1,
      plan: { ...plan, contributionPercentage: 20 },
      autoIncrease: 2,
    });
    expect(answers.at(-1)?.results.plusOneThenAuto).toBeUndefined();
  });

  it('simulates no what-if when retiring at today’s age, as the page shows none', async () => {
    const answers = await run({
      id: 2,
      plan: { ...plan, currentAge: 66, retirementAge: 66 },
      autoIncrease: 2,
    });
    const response = answers.at(-1);
    expect(response?.complete).toBe(true);
    expect(response?.results.plusOne).toBeUndefined();
    expect(Object.keys(response?.timings ?? {})).toEqual(['today']);
  });

  it('stops a run that a newer request has outdated', async () => {
    let checks = 0;
    const answers: ChanceResponse[] = [];
    await runChance(
      { id: 1, plan, autoIncrease: 2 },
      world,
      () => {
        checks += 1;
        return Promise.resolve(checks < 2);
      },
      (answer) => answers.push(answer),
    );
    // Today's plan was answered before the newer request came in; nothing after it.
    expect(answers.map((answer) => answer.complete)).toEqual([false]);
    expect(checks).toBe(2);
  });
});
