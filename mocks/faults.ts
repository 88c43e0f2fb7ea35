/**
 * The ways tests make a call to the content service fail: the unit tests' handlers
 * (src/testing/msw.ts) and the e2e suite's routes (e2e/fixtures.ts) each inject every one.
 */
export type Fault = 'status-500' | 'status-404' | 'timeout' | 'reset' | 'malformed-json' | 'html';

export const FAULTS: Fault[] = [
  'status-500',
  'status-404',
  'timeout',
  'reset',
  'malformed-json',
  'html',
];
