import { describe, expect, it } from 'vitest';
import {
  flagOverridden,
  flagsLoaded,
  flagsReducer,
  initialFlagsState,
  restoreFlagOverrides,
  selectCompanySetting,
} from './flags-slice';

const KEY = 'enableEmailMyActionPlan';
const setting = (state: ReturnType<typeof flagsReducer>, company: boolean | undefined) =>
  selectCompanySetting({ flags: state }, KEY, company);

describe('a company setting a flag can switch (DESIGN.md section 9)', () => {
  it('is on when the company turns it on, or when the flag service rolls it out', () => {
    const off = initialFlagsState();
    expect(setting(off, undefined)).toBe(false);
    expect(setting(off, true)).toBe(true);
    const rolledOut = flagsReducer(off, flagsLoaded({ [KEY]: true }));
    expect(setting(rolledOut, false)).toBe(true);
    expect(setting(rolledOut, undefined)).toBe(true);
  });

  it("follows QA's override either way", () => {
    const overridden = flagsReducer(
      initialFlagsState(),
      flagOverridden({ key: KEY, value: false }),
    );
    expect(setting(overridden, true)).toBe(false);
  });
});

describe('restoreFlagOverrides', () => {
  it('keeps only known flags set to a boolean', () => {
    expect(
      restoreFlagOverrides({ [KEY]: true, useRecordKeeperAllocationUrl: 'false', unknown: true }),
    ).toEqual({ [KEY]: true });
  });
});
