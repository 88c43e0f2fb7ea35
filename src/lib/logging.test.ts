import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging';

describe('logged page URLs', () => {
  it('drop the search query and the fragment, and keep the rest', () => {
    expect(loggableUrl('https://retirewell.example/generic/search?q=my%20debt&e=1#x')).toBe(
      'https://retirewell.example/generic/search?e=1',
    );
    // A shared calculator link carries the participant's figures in its fragment.
    expect(
      loggableUrl('https://retirewell.example/generic/calculator#age=40&salary=80000&savings=5000'),
    ).toBe('https://retirewell.example/generic/calculator');
    expect(loggableUrl('https://retirewell.example/generic/calculator')).toBe(
      'https://retirewell.example/generic/calculator',
    );
  });
});
