import { describe, expect, it } from 'vitest';
import type { AnimalArticle } from '@/features/animal/animal-slice';
import { storedPersonaResult } from './stored-persona';

/** The persona article the quiz-animal call returns first, as the quiz stored it. */
const rabbitArticle = (contentLanguage?: string) =>
  ({
    id: 'a1',
    contentLanguage,
    properties: { animal: 'rabbit', personaName: 'The Eager Rabbit' },
  }) as AnimalArticle;

describe('the persona the quiz stored', () => {
  it('is shown again when its articles are the stored animal’s, in the page’s language', () => {
    const articles = [rabbitArticle('es')];
    expect(storedPersonaResult({ answers: [], animal: 'rabbit', articles }, 'es-US')).toEqual({
      animal: 'rabbit',
      articles,
    });
  });

  it('is asked for again when the stored articles describe another animal', () => {
    // The answers now give a fox: the rabbit's articles must not be shown as the fox's plan.
    const stored = { answers: [], animal: 'fox', articles: [rabbitArticle('en')] };
    expect(storedPersonaResult(stored, 'en-US')).toBeUndefined();
  });

  it('is asked for again in the page’s language (articles stored without one are English)', () => {
    expect(
      storedPersonaResult({ answers: [], animal: 'rabbit', articles: [rabbitArticle()] }, 'es-US'),
    ).toBeUndefined();
    expect(
      storedPersonaResult({ answers: [], animal: 'rabbit', articles: [rabbitArticle()] }, 'en-US'),
    ).toBeDefined();
  });
});
