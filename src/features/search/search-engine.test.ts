import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './search-documents';
import { buildSearchIndex, runSearch } from './search-engine';

const doc = (id: string, title: string, text = ''): SearchDocument => ({
  id,
  kind: 'article',
  title,
  text,
  topics: '',
  tags: '',
  href: `/acme/articles/${id}/x`,
});

async function search(documents: SearchDocument[], query: string) {
  const index = await buildSearchIndex(documents);
  return runSearch(index, documents, query).map((hit) => hit.document.id);
}

describe('search ranking and typo rules', () => {
  it('ranks a title with the word before a text with it, and the word as typed before its other forms', async () => {
    const documents = [
      doc('stem-in-title', 'Saver'),
      doc('word-in-text', 'Plan', 'Saving'),
      doc('word-in-title', 'Saving money for later in life', 'Plan ahead for the years to come'),
    ];
    expect(await search(documents, 'saving')).toEqual([
      'word-in-title',
      'word-in-text',
      'stem-in-title',
    ]);
  });

  it('forgives one wrong letter in a long word but not in a short one', async () => {
    const documents = [doc('catch', 'The catch of a loan'), doc('retirement', 'Retirement income')];
    expect(await search(documents, 'match')).toEqual([]);
    expect(await search(documents, 'retirment')).toEqual(['retirement']);
  });

  it('finds a Spanish word from its gerund typed without accents: "ahorrando" finds "ahorro"', async () => {
    const documents = [doc('ahorro', 'El ahorro para la jubilación'), doc('deuda', 'La deuda')];
    expect(await search(documents, 'ahorrando')).toEqual(['ahorro']);
  });
});
