import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  ANCHOR_ID,
  canonicalPath,
  matchRoute,
  normalizeCompanyId,
  paths,
  resolveLink,
  slugify,
  withDefaultCompany,
} from './routes';

describe('slugify (sitemap rule)', () => {
  it('lowercases, turns spaces to hyphens and drops apostrophes and question marks', () => {
    expect(slugify("What's a Roth 401(k)?")).toBe('whats-a-roth-401(k)');
    expect(slugify('Catch-up   contributions at 50')).toBe('catch-up-contributions-at-50');
  });

  it('drops the opening question mark of a Spanish question as well as the closing one', () => {
    expect(slugify('¿Qué es un 401(k)?')).toBe('qué-es-un-401(k)');
  });

  it('links an article whose title leaves no slug to its page all the same', () => {
    for (const title of ['?', '', ' ']) {
      expect(matchRoute(paths.article('acme', 'a1', title))?.id).toBe('article');
    }
  });
});

describe('paths.articleVideo', () => {
  it('is the article address with the player as its hash, which the page scrolls to', () => {
    const href = paths.articleVideo('acme', 'a 1', 'Why save?');
    expect(href).toBe(`${paths.article('acme', 'a 1', 'Why save?')}#video`);
    const [pathname = '', anchor = ''] = href.split('#');
    expect(matchRoute(pathname)?.id).toBe('article');
    expect(ANCHOR_ID.test(anchor)).toBe(true);
  });
});

describe('normalizeCompanyId', () => {
  it('lowercases ids and refuses reserved words and odd characters', () => {
    expect(normalizeCompanyId('HarborPine')).toBe('harborpine');
    expect(normalizeCompanyId('privacy')).toBeUndefined();
    expect(normalizeCompanyId('<script>')).toBeUndefined();
    expect(normalizeCompanyId(undefined)).toBeUndefined();
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/retirement/', '/retirement'],
    ['//harborpine//calculator/', '/harborpine/calculator'],
    ['/Retirement/HarborPine/Quiz/Action-Plan', '/retirement/harborpine/quiz/action-plan'],
    ['/HARBORPINE/Articles/AbC-1/My-Slug', '/harborpine/articles/AbC-1/My-Slug'],
    ['/retirement/harborpine/quiz/Priorities', '/retirement/harborpine/quiz/Priorities'],
    ['/HarborPine/faqs.HTML', '/harborpine/faqs.HTML'],
    ['/bad$id/Calculator', '/bad$id/calculator'],
    ['/RETIREMENT/PRIVACY/', '/retirement/privacy'],
  ])('gives %s the address %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });
});

describe('withCompany', () => {
  it('swaps the company in either URL form', () => {
    expect(withDefaultCompany('/retirement/acme/faqs', 'acme')).toBe('/retirement/generic/faqs');
    expect(withDefaultCompany('/acme/calculator', 'acme')).toBe('/generic/calculator');
  });
});

describe('resolveLink (SPEC.md path rules)', () => {
  it('sends quiz links under /retirement/{company}', () => {
    expect(resolveLink('/quiz', 'acme')).toEqual({ kind: 'internal', to: '/retirement/acme/quiz' });
  });

  it('scopes other internal links to the company', () => {
    expect(resolveLink('/calculator', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/calculator',
    });
    expect(resolveLink('get-the-facts', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/get-the-facts',
    });
  });

  it('keeps links that are already app paths', () => {
    expect(resolveLink('/retirement/acme/faqs', 'acme')).toEqual({
      kind: 'internal',
      to: '/retirement/acme/faqs',
    });
    expect(resolveLink('/acme/calculator', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/calculator',
    });
  });

  it("opens the CMS's files (a plan's PDF) in a new tab, never as a page of the company", () => {
    for (const link of [
      '/content/dam/acme/spd.pdf',
      `${window.location.origin}/content/dam/acme/spd.pdf`,
    ]) {
      expect(resolveLink(link, 'acme')).toEqual({
        kind: 'external',
        href: '/content/dam/acme/spd.pdf',
        newTab: true,
      });
    }
  });

  it('opens other sites in a new tab and treats this origin as internal', () => {
    expect(resolveLink('https://irs.example/limits', 'acme')).toEqual({
      kind: 'external',
      href: 'https://irs.example/limits',
      newTab: true,
    });
    expect(resolveLink(`${window.location.origin}/calculator`, 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/calculator',
    });
  });

  it('reads backslashes after the scheme as the browser does: this site’s path, or another host', () => {
    // The test page is http: `http:\calculator` here is `https:\calculator` on the https site.
    const page = window.location.href;
    expect(new URL('http:\\calculator', page).href).toBe(`${window.location.origin}/calculator`);
    expect(resolveLink('http:\\calculator', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/calculator',
    });
    expect(resolveLink('HTTP:\\acme\\faqs?x=1#top', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/faqs?x=1#top',
    });
    expect(resolveLink('\\get-the-facts', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/get-the-facts',
    });
    expect(new URL('http:\\\\irs.example\\limits', page).href).toBe('http://irs.example/limits');
    expect(resolveLink('http:\\\\irs.example\\limits', 'acme')).toEqual({
      kind: 'external',
      href: 'http:\\\\irs.example\\limits',
      newTab: true,
    });
  });

  it('still refuses unsafe URLs written with backslashes', () => {
    expect(resolveLink('\\\\evil.example', 'acme')).toBeUndefined();
    expect(resolveLink('javascript:\\alert(1)', 'acme')).toBeUndefined();
  });

  it('refuses unsafe URLs', () => {
    expect(resolveLink('javascript:alert(1)', 'acme')).toBeUndefined();
  });

  it('reads a CMS link that climbs with ../ from the company’s pages, not from a not-found', () => {
    expect(resolveLink('../faqs', 'acme')).toEqual({ kind: 'internal', to: '/acme/faqs' });
    expect(resolveLink('../../calculator?x=1#top', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/calculator?x=1#top',
    });
    expect(resolveLink('/acme/articles/../get-the-facts', 'acme')).toEqual({
      kind: 'internal',
      to: '/acme/get-the-facts',
    });
  });

  it('sends a company-scoped quiz link to the quiz under /retirement, not to not-found', () => {
    expect(resolveLink('/acme/quiz', 'acme')).toEqual({
      kind: 'internal',
      to: '/retirement/acme/quiz',
    });
    expect(resolveLink('/acme/quiz/action-plan', 'acme')).toEqual({
      kind: 'internal',
      to: '/retirement/acme/quiz/action-plan',
    });
  });
});

describe('links with typed text', () => {
  it('names the language on the action plan link only where one is given', () => {
    expect(paths.actionPlan('acme')).toBe('/retirement/acme/quiz/action-plan');
    expect(paths.actionPlan('acme', 'es')).toBe('/retirement/acme/quiz/action-plan?lang=es');
  });

  it('keeps a search query with & or # whole in the link to the search page', () => {
    const url = new URL(paths.search('acme', 'loans & fees #1'), 'http://localhost');
    expect(url.pathname).toBe('/acme/search');
    expect(url.searchParams.get('q')).toBe('loans & fees #1');
  });

  it('keeps a quiz step with a slash or a question mark one segment of the quiz path', () => {
    expect(matchRoute(paths.quizStep('acme', 'q1/why?'))).toEqual({
      id: 'quizStep',
      params: { company: 'acme', step: 'q1/why?' },
    });
  });
});

describe('absoluteUrl', () => {
  it('puts a path from the route table on this site’s origin', () => {
    expect(absoluteUrl(paths.actionPlan('acme', 'es'))).toBe(
      `${window.location.origin}/retirement/acme/quiz/action-plan?lang=es`,
    );
    expect(absoluteUrl(`${paths.calculator('acme')}#v=1&age=30`)).toBe(
      `${window.location.origin}/acme/calculator#v=1&age=30`,
    );
  });
});
