import type { Markets, Simulation } from '../model/monte-carlo';
import { simulate } from '../model/monte-carlo';
import { whatIfInputs, whatIfsApply, type RetirementInput } from '../model/retirement-model';
import type { ChanceRequest, ChanceResponse, ScenarioName } from './chance-protocol';

/**
 * One request's simulations: today's plan (with the balance band) and, where the page shows
 * them, "+1% now" and the auto-increase what-if, all through the same markets. `answer` gets
 * today's plan as soon as it is done, then everything. `stillWanted` runs between scenarios; when
 * it says no (a newer request came in), the run stops there.
 */
export async function runChance(
  { id, plan, autoIncrease }: ChanceRequest,
  world: Markets,
  stillWanted: () => Promise<boolean>,
  answer: (response: ChanceResponse) => void,
): Promise<void> {
  const what = whatIfsApply(plan.retirementAge - plan.currentAge)
    ? whatIfInputs(plan, autoIncrease)
    : undefined;
  const scenarios: [ScenarioName, RetirementInput | undefined][] = [
    ['today', plan],
    ['plusOne', what?.plusOne],
    ['plusOneThenAuto', what?.plusOneThenAuto],
  ];
  const results: Partial<Record<ScenarioName, Simulation>> = {};
  const timings: ChanceResponse['timings'] = {};
  for (const [name, input] of scenarios) {
    if (!input) continue;
    if (!(await stillWanted())) return;
    const started = performance.now();
    results[name] = simulate(input, world, { band: name === 'today' });
    timings[name] = performance.now() - started;
    const { today } = results;
    if (name === 'today' && today) answer({ id, results: { today }, complete: false, timings });
  }
  const { today, plusOne, plusOneThenAuto } = results;
  if (today) answer({ id, results: { today, plusOne, plusOneThenAuto }, complete: true, timings });
}
