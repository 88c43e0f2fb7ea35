import { describe, expect, it } from 'vitest';
import { formatDollars, formatPaycheckAmount, formatWholePercent } from './format';

describe('formatWholePercent', () => {
  it('writes a share as a whole percent, alike in English and Spanish (es-US)', () => {
    expect(formatWholePercent(0.874)).toBe('87%');
    expect(formatWholePercent(0.06, 'en-US')).toBe('6%');
    expect(formatWholePercent(0.06, 'es-US')).toBe('6%');
    expect(formatWholePercent(1, 'es-US')).toBe('100%');
  });
});

describe('formatDollars', () => {
  it('rounds to the nearest whole dollar, not down', () => {
    expect(formatDollars(6_012.86)).toBe('$6,013');
    expect(formatDollars(664_516.5, 'es-US')).toBe('$664,517');
    expect(formatDollars(1_700.49)).toBe('$1,700');
  });
});

describe('formatPaycheckAmount', () => {
  it('shows cents under $1, so a small cost never reads $0, and whole dollars from there', () => {
    expect(formatPaycheckAmount(0.38)).toBe('$0.38');
    // 0.99 stays in cents; 0.995 would round to "$1.00", so it reads "$1" as a whole dollar.
    expect(formatPaycheckAmount(0.99)).toBe('$0.99');
    expect(formatPaycheckAmount(0.995)).toBe('$1');
    expect(formatPaycheckAmount(32.69)).toBe('$33');
    expect(formatPaycheckAmount(0)).toBe('$0');
  });
});
