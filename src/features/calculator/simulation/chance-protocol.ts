import type { Simulation } from '../model/monte-carlo';
import type { RetirementInput } from '../model/retirement-model';

/** What the page asks the simulation worker: today's plan and the company's auto-increase. */
export interface ChanceRequest {
  id: number;
  plan: RetirementInput;
  autoIncrease: number;
}

export type ScenarioName = 'today' | 'plusOne' | 'plusOneThenAuto';

/** Today's plan first; the what-ifs follow as they are done. */
export interface ChanceResults {
  today: Simulation;
  plusOne?: Simulation;
  plusOneThenAuto?: Simulation;
}

/**
 * The worker's answers to the latest request: one once today's plan is done, one when every
 * scenario is. A request newer inputs have outdated stops unanswered.
 */
export interface ChanceResponse {
  id: number;
  results: ChanceResults;
  complete: boolean;
  /** Milliseconds each scenario's 10,000 paths took, for the benchmark. */
  timings: Partial<Record<ScenarioName, number>>;
}
