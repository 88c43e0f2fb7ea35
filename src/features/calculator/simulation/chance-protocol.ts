import * as v from 'valibot';
import { lazySchema } from '@/lib/cms-schema';

/**
 * The messages across the worker boundary, parsed on each side: a worker file left from another
 * deploy (cached, or the page open across a release) can send or expect another shape.
 */

const optionalNumber = v.optional(v.number());

/** What the page asks the simulation worker: today's plan and the company's auto-increase. */
export const chanceRequestSchema = lazySchema(() =>
  v.object({
    id: v.number(),
    plan: v.object({
      currentAge: v.number(),
      retirementAge: v.number(),
      currentSavings: v.number(),
      pretaxSalary: v.number(),
      contributionPercentage: v.number(),
      matchTiers: v.pipe(v.array(v.object({ rate: v.number(), upTo: v.number() })), v.readonly()),
      nonelectivePercentage: optionalNumber,
      claimingAge: optionalNumber,
      socialSecurityBenefit: optionalNumber,
      autoIncreasePercentage: optionalNumber,
    }),
    autoIncrease: v.number(),
  }),
);
export type ChanceRequest = v.InferOutput<typeof chanceRequestSchema>;

export type ScenarioName = 'today' | 'plusOne' | 'plusOneThenAuto';

const simulationSchema = v.object({
  chance: v.number(),
  band: v.array(v.object({ age: v.number(), p10: v.number(), p50: v.number(), p90: v.number() })),
});

/**
 * The worker's answers to the latest request: one once today's plan is done (today's plan
 * first; the what-ifs follow as they are done), one when every scenario is. A request newer
 * inputs have outdated stops unanswered. `timings`: milliseconds each scenario's 10,000 paths
 * took, for the benchmark.
 */
export const chanceResponseSchema = lazySchema(() =>
  v.object({
    id: v.number(),
    results: v.object({
      today: simulationSchema,
      plusOne: v.optional(simulationSchema),
      plusOneThenAuto: v.optional(simulationSchema),
    }),
    complete: v.boolean(),
    timings: v.object({
      today: optionalNumber,
      plusOne: optionalNumber,
      plusOneThenAuto: optionalNumber,
    }),
  }),
);
export type ChanceResponse = v.InferOutput<typeof chanceResponseSchema>;
export type ChanceResults = ChanceResponse['results'];
