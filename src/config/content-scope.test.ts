import { describe, expect, it } from 'vitest';
import {
  contentScope,
  contentScopes,
  fallbackLanguage,
  firstContent,
  type ContentAudience,
} from './content-scope';

const ALL = ['company', 'language', 'segment', 'animal'] as const;
const homeScopes = (audience: ContentAudience) => contentScopes(audience, ALL);

const key = (scope: ReturnType<typeof homeScopes>[number]) =>
  `${scope.companyId}/${scope.country}/${scope.language}/${scope.segment}/${scope.animal}`;

describe('contentScopes (SPEC.md section 7 fallbacks)', () => {
  it('asks for the default company, en, us, g and default only once for a default user', () => {
    expect(
      homeScopes({ companyId: 'generic', language: 'en-US', segment: 'g', animal: null }).map(key),
    ).toEqual(['generic/us/en/g/default']);
  });

  it('falls back animal first, then segment, then language, then the default company', () => {
    expect(
      homeScopes({ companyId: 'acme', language: 'es-MX', segment: 'o', animal: 'fox' }).map(key),
    ).toEqual([
      'acme/mx/es/o/fox',
      'acme/mx/es/o/default',
      'acme/mx/es/g/fox',
      'acme/mx/es/g/default',
      'acme/us/en/o/fox',
      'acme/us/en/o/default',
      'acme/us/en/g/fox',
      'acme/us/en/g/default',
      'generic/mx/es/o/fox',
      'generic/mx/es/o/default',
      'generic/mx/es/g/fox',
      'generic/mx/es/g/default',
      'generic/us/en/o/fox',
      'generic/us/en/o/default',
      'generic/us/en/g/fox',
      'generic/us/en/g/default',
    ]);
  });
});

describe('the content a page shows', () => {
  const spanish: ContentAudience = { companyId: 'acme', language: 'es-US', segment: 'G' };

  it('is asked for in the lower-case segment of the audience', () => {
    expect(contentScope(spanish).segment).toBe('g');
  });

  it('marks content a language fallback found with its language, and only that content', () => {
    const [own, english] = contentScopes(spanish, ['language']);
    expect(own && fallbackLanguage(own, spanish)).toBeUndefined();
    expect(english && fallbackLanguage(english, spanish)).toBe('en');
  });

  it('is the first scope with content, else the last answer', async () => {
    const scopes = contentScopes(spanish, ['company']);
    const asked: string[] = [];
    const fetchScope = (answers: string[][]) => (scope: (typeof scopes)[number]) => {
      asked.push(scope.companyId);
      return Promise.resolve(answers[asked.length - 1] ?? []);
    };
    const isEmpty = (items: string[]) => items.length === 0;
    expect(await firstContent(scopes, fetchScope([[], ['default']]), isEmpty)).toEqual(['default']);
    expect(asked).toEqual(['acme', 'generic']);
    asked.length = 0;
    expect(await firstContent(scopes, fetchScope([['own'], ['default']]), isEmpty)).toEqual([
      'own',
    ]);
    expect(asked).toEqual(['acme']);
  });
});
