import { describe, expect, it } from 'vitest';
import { formatWholePercent } from './format';

describe('formatWholePercent', () => {
  it('writes a share as a whole percent, alike in English and Spanish (es-US)', () => {
    expect(formatWholePercent(0.874)).toBe('87%');
    expect(formatWholePercent(0.06, 'en-US')).toBe('6%');
    expect(formatWholePercent(0.06, 'es-US')).toBe('6%');
    expect(formatWholePercent(1, 'es-US')).toBe('100%');
  });
});
