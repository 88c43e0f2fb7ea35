import type { Simulation } from '../model/monte-carlo';
import type { RetirementInput } from '../model/retirement-model';

/** What the page asks the simulation worker: today's plan and the company's auto-increase. */
export interface ChanceRequest {
  id: number;
  plan: RetirementInput;
  autoIncrease: number;
}

export type ScenarioName = 'today' | 'plusOne' | 'plusOneThenAuto';

export interface ChanceResults {
  today: Simulation;
  plusOne: Simulation;
  plusOneThenAuto?: Simulation;
}

/** The worker's answer to the latest request; an older one still running is dropped unanswered. */
export interface ChanceResponse {
  id: number;
  results: ChanceResults;
  /** Milliseconds each scenario's 10,000 paths took, for the benchmark. */
  timings: Partial<Record<ScenarioName, number>>;
}
