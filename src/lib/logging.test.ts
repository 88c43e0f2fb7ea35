import { describe, expect, it } from 'vitest';
import { withoutSearchQuery } from './logging';

describe('logged page URLs', () => {
  it('drop the search query and keep the rest', () => {
    expect(withoutSearchQuery('https://retirewell.example/generic/search?q=my%20debt&e=1#x')).toBe(
      'https://retirewell.example/generic/search?e=1#x',
    );
    expect(withoutSearchQuery('https://retirewell.example/generic/calculator')).toBe(
      'https://retirewell.example/generic/calculator',
    );
  });
});
