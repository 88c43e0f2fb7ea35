import { DEFAULT_LANGUAGE, type SiteVariant } from './constants';
import { routeCompany, type RouteCompany } from './routes';

/**
 * The one resolver from where the participant is (the location) and what they chose before
 * (the stored profile) to the site they see: its company, variant and language (DESIGN.md
 * sections 1, 2 and 8). Start-up, the company shell and analytics all ask it.
 */

/** The languages the product is written in. The first is the default. */
export const SUPPORTED_LANGUAGES = [DEFAULT_LANGUAGE, 'es-US'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language a stored value reads as: ours, or the default when it is anything else. */
export function uiLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** A language tag or bare language ("es", "es-MX", "en-US") as one of ours, if we have it. */
function supportedLanguage(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
}

/** DESIGN.md section 1: MyRetirement when the hostname says so, RetireWell otherwise. */
export function siteVariantFor(hostname: string): SiteVariant {
  return hostname.toLowerCase().includes('myretirement') ? 'myretirement' : 'retirewell';
}

export interface LanguageSources {
  /** `?lang=` on the URL: wins, and is then stored. */
  query: string | null;
  /** The language stored in the user profile, unvalidated. */
  stored: unknown;
  /** The browser's preferred languages, most preferred first (a first visit only). */
  browser: readonly string[];
}

/**
 * DESIGN.md section 8: the URL parameter wins over a stored choice, which wins over the
 * browser's preference; anything we do not have reads as the default language.
 */
export function resolveLanguage({ query, stored, browser }: LanguageSources): Language {
  if (query !== null) {
    const fromQuery = supportedLanguage(query);
    if (fromQuery) return fromQuery;
  }
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const fromBrowser = supportedLanguage(tag);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LANGUAGE;
}

export interface SiteLocation {
  hostname: string;
  pathname: string;
  search: string;
}

export interface StoredProfile {
  /** The company saved with the user's data (privacy and company-less article links). */
  companyId: string;
  /** The profile's language, unvalidated. */
  language: unknown;
  browserLanguages: readonly string[];
}

export interface Site extends RouteCompany {
  siteVariant: SiteVariant;
  language: Language;
}

/** The language a URL's `?lang=` names, unresolved; null when it names none. */
export function linkedLanguage(search: string): string | null {
  return new URLSearchParams(search).get('lang');
}

/**
 * The query without its `lang=`, every other parameter as it was. Start-up stores the language
 * `?lang=` names, and the address then drops it: left there, a reload (or Back to that first
 * page) would undo a later switch of language, since the URL wins over the stored choice.
 */
export function searchWithoutLanguage(search: string): string {
  if (!new URLSearchParams(search).has('lang')) return search;
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => !new URLSearchParams(pair).has('lang'));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

export function resolveSite(location: SiteLocation, profile: StoredProfile): Site {
  return {
    ...routeCompany(location.pathname, profile.companyId),
    siteVariant: siteVariantFor(location.hostname),
    language: resolveLanguage({
      query: linkedLanguage(location.search),
      stored: profile.language,
      browser: profile.browserLanguages,
    }),
  };
}
