import {
  DEFAULT_ANIMAL,
  DEFAULT_COMPANY_ID,
  DEFAULT_CONTENT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_SEGMENT,
} from './constants';

/**
 * The one content-scope rule (DESIGN.md sections 3 and 8): whose content a call asks for, and
 * where it falls back to when that content is empty. Every content query builds its scope here
 * and keeps the audience in its query key, so two languages or companies never share a cache.
 */

/** Who the content is for, as the store holds it. */
export interface ContentAudience {
  companyId: string;
  /** The participant's language, e.g. en-US. */
  language: string;
  segment?: string;
  animal?: string | null;
}

/** Where content lives: the path segments of SPEC.md section 7 (or their query values). */
export interface ContentScope {
  companyId: string;
  /** The content language, e.g. en. */
  language: string;
  country: string;
  segment: string;
  animal: string;
}

/** What a call may fall back on when its content is empty. */
export type Fallback = 'company' | 'language' | 'segment' | 'animal';

const LOCALE = /^([a-z]{2,3})-([A-Za-z]{2})$/;

/** en-US -> language en, country us; anything else reads as the content defaults. */
export function contentLocale(language: string): { language: string; country: string } {
  const match = LOCALE.exec(language);
  return match?.[1] && match[2]
    ? { language: match[1], country: match[2].toLowerCase() }
    : { language: DEFAULT_CONTENT_LANGUAGE, country: DEFAULT_COUNTRY };
}

/**
 * The scopes to ask, most specific first: the audience's own, then with each allowed fallback
 * taken, the company last (the default company's content is the last resort), then the
 * language, the segment and the animal. Each scope appears once.
 */
export function contentScopes(
  audience: ContentAudience,
  fallbacks: readonly Fallback[],
): ContentScope[] {
  const choices = <T>(own: T, fallback: T, dimension: Fallback) =>
    fallbacks.includes(dimension) ? [own, fallback] : [own];
  const scopes: ContentScope[] = [];
  const seen = new Set<string>();
  for (const companyId of choices(audience.companyId, DEFAULT_COMPANY_ID, 'company')) {
    for (const locale of choices(
      contentLocale(audience.language),
      { language: DEFAULT_CONTENT_LANGUAGE, country: DEFAULT_COUNTRY },
      'language',
    )) {
      const segment = audience.segment?.toLowerCase() || DEFAULT_SEGMENT;
      for (const segmentChoice of choices(segment, DEFAULT_SEGMENT, 'segment')) {
        for (const animal of choices(audience.animal ?? DEFAULT_ANIMAL, DEFAULT_ANIMAL, 'animal')) {
          const scope = { companyId, ...locale, segment: segmentChoice, animal };
          const key = Object.values(scope).join('/');
          if (seen.has(key)) continue;
          seen.add(key);
          scopes.push(scope);
        }
      }
    }
  }
  return scopes;
}

/**
 * The language of content from `scope` when it is not the audience's: content a language
 * fallback found (an English page for a Spanish reader) is marked with it, so the page wraps it
 * in that `lang` (DESIGN.md section 8). Undefined for content in the audience's own language.
 */
export function fallbackLanguage(
  scope: ContentScope,
  audience: ContentAudience,
): string | undefined {
  return scope.language === contentLocale(audience.language).language ? undefined : scope.language;
}

/** The audience's own scope, for calls whose service falls back item by item. */
export function contentScope(audience: ContentAudience): ContentScope {
  const [own] = contentScopes(audience, []);
  if (!own) throw new Error('contentScopes always yields the audience scope');
  return own;
}

/**
 * Asks each scope in turn and returns the first content that is not empty; the last answer
 * when all are (the page then shows its empty state).
 */
export async function firstContent<T>(
  scopes: readonly ContentScope[],
  fetchScope: (scope: ContentScope) => Promise<T>,
  isEmpty: (content: T) => boolean,
): Promise<T> {
  let content: T | undefined;
  for (const scope of scopes) {
    content = await fetchScope(scope);
    if (!isEmpty(content)) return content;
  }
  if (content === undefined) throw new Error('No content scope to ask');
  return content;
}
