import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/features/articles/types';
import { popularTopics } from './search-documents';

// popularTopics reads only the topics; the rest of an article does not matter here.
const withTopics = (...topics: string[]) => ({ topics }) as unknown as ArticleSummary;

describe('popularTopics (the no-results suggestions)', () => {
  it('suggests the topics most articles share first', () => {
    const articles = [
      withTopics('Rare', 'Saving'),
      withTopics('Saving', 'Debt'),
      withTopics('Saving', 'Debt'),
    ];
    expect(popularTopics(articles, 2, 'en')).toEqual(['Saving', 'Debt']);
  });
});
