import { describe, expect, it } from 'vitest';
import { resolveLanguage, resolveSite, searchWithoutLanguage, siteVariantFor } from './site';

const at = (url: string) => new URL(url);
const profile = { companyId: 'lumenhealth', language: undefined, browserLanguages: [] };

describe('resolveSite (one resolver for company, site variant and language)', () => {
  it('picks the site variant from the hostname', () => {
    expect(siteVariantFor('myretirement.localhost')).toBe('myretirement');
    expect(siteVariantFor('www.MyRetirement.example.com')).toBe('myretirement');
    expect(siteVariantFor('localhost')).toBe('retirewell');
  });

  it.each([
    ['/retirement/harborpine/quiz', 'harborpine'],
    ['/HarborPine/calculator', 'harborpine'],
    ['/retirement', 'generic'],
    ['/', 'generic'],
    ['/retirement/privacy', 'lumenhealth'],
    ['/articles/a1/slug', 'lumenhealth'],
    ['/cobaltridge/articles/a1/slug', 'cobaltridge'],
    ['/%3Cscript%3E/calculator', 'generic'],
  ])('takes the company of %s from the route table: %s', (path, companyId) => {
    expect(resolveSite(at(`http://localhost${path}`), profile).companyId).toBe(companyId);
  });

  it('flags invalid company ids', () => {
    const invalid = resolveSite(at('http://localhost/bad$id/calculator'), profile);
    expect(invalid.isInvalidSegment).toBe(true);
  });

  it('resolves the language from the URL, then the stored choice, then the browser', () => {
    // Only en-US is written yet: every source resolves to it, and nothing else gets through.
    expect(resolveLanguage({ query: 'en', stored: 'fr-FR', browser: ['de'] })).toBe('en-US');
    expect(resolveLanguage({ query: null, stored: 'en-US', browser: [] })).toBe('en-US');
    expect(resolveLanguage({ query: 'xx', stored: 7, browser: ['de-DE', 'en-GB'] })).toBe('en-US');
    expect(resolveSite(at('http://localhost/?lang=fr'), profile).language).toBe('en-US');
  });
});

describe('searchWithoutLanguage (the address once ?lang= is stored)', () => {
  it.each([
    ['?lang=es', ''],
    ['?e=1&lang=es&s=f', '?e=1&s=f'],
    ['?q=jubilaci%C3%B3n+roth&lang=en', '?q=jubilaci%C3%B3n+roth'],
    ['?%6Cang=es&uid=qa', '?uid=qa'],
    ['?q=a&&b=%E0%A4%A', '?q=a&&b=%E0%A4%A'],
    ['', ''],
  ])('%s becomes "%s"', (search, kept) => {
    expect(searchWithoutLanguage(search)).toBe(kept);
  });
});
