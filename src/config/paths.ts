import { DEFAULT_COMPANY_ID } from './constants';
import { safeUrl } from '@/lib/safe-url';

/** Every URL the app builds comes from here (DESIGN.md section 2). */

/** First path segments that are pages, never company ids. */
export const RESERVED_SEGMENTS = ['retirement', 'articles', 'privacy'] as const;

const COMPANY_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Lowercases a company id from a URL; undefined when it cannot be one. */
export function normalizeCompanyId(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const id = raw.toLowerCase();
  if (!COMPANY_ID.test(id)) return undefined;
  if ((RESERVED_SEGMENTS as readonly string[]).includes(id)) return undefined;
  return id;
}

/** The company a URL belongs to, before the router runs (the flag context needs it). */
export function companyIdFromPath(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean);
  const raw = first?.toLowerCase() === 'retirement' ? second : first;
  return normalizeCompanyId(raw) ?? DEFAULT_COMPANY_ID;
}

/** SPEC.md "Sitemap": lowercased, spaces to hyphens, apostrophes and question marks removed. */
export function slugify(title: string): string {
  return title.toLowerCase().replace(/['’?]/g, '').replace(/\s+/g, '-');
}

export const COMMUNITY_PAGES = ['grammy-major', 'latin-grammy', 'hispanic'] as const;
export type CommunityPage = (typeof COMMUNITY_PAGES)[number];

const enc = encodeURIComponent;

export const paths = {
  home: (company: string) => `/retirement/${company}`,
  quiz: (company: string) => `/retirement/${company}/quiz`,
  quizStep: (company: string, step: string) => `/retirement/${company}/quiz/${enc(step)}`,
  actionPlan: (company: string) => `/retirement/${company}/quiz/action-plan`,
  faqs: (company: string) => `/retirement/${company}/faqs`,
  sitemap: (company: string) => `/retirement/${company}/sitemap`,
  privacy: () => '/retirement/privacy',
  companyRoot: (company: string) => `/${company}`,
  calculator: (company: string) => `/${company}/calculator`,
  getTheFacts: (company: string) => `/${company}/get-the-facts`,
  article: (company: string, id: string, title: string) =>
    `/${company}/articles/${enc(id)}/${enc(slugify(title))}`,
  makeAChange: (company: string) => `/${company}/make-a-change`,
  contactUs: (company: string) => `/${company}/contact-us`,
  targetDate: (company: string) => `/${company}/target-date`,
  community: (company: string, page: CommunityPage) => `/${company}/${page}`,
};

/** The same page for another company: used when a company's config comes back empty. */
export function withCompany(pathname: string, from: string, to: string = DEFAULT_COMPANY_ID) {
  const parts = pathname.split('/');
  const index = parts[1] === 'retirement' ? 2 : 1;
  if (parts[index]?.toLowerCase() === from) parts[index] = to;
  const next = parts.join('/');
  return next === pathname ? paths.home(to) : next;
}

export type ResolvedLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean };

/**
 * How a CMS or config URL becomes a link (SPEC.md "Path rules"): unsafe URLs are dropped;
 * links to other sites open in a new tab; quiz links live under /retirement/{company};
 * other site-relative links are scoped to the company.
 */
export function resolveLink(raw: unknown, company: string): ResolvedLink | undefined {
  const url = safeUrl(raw);
  if (url === undefined) return undefined;
  if (/^(?:mailto|tel):/i.test(url)) return { kind: 'external', href: url, newTab: false };
  if (/^https?:/i.test(url)) {
    const parsed = new URL(url);
    if (parsed.origin !== window.location.origin) {
      return { kind: 'external', href: url, newTab: true };
    }
    return resolveLink(`${parsed.pathname}${parsed.search}${parsed.hash}`, company);
  }
  if (url.startsWith('#') || url.startsWith('?')) return { kind: 'internal', to: url };
  const path = url.startsWith('/') ? url : `/${url.replace(/^\.\//, '')}`;
  const first = path.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  if ((RESERVED_SEGMENTS as readonly string[]).includes(first) || first === company) {
    return { kind: 'internal', to: path };
  }
  if (/(^|\/)quiz(\/|$|\?|#)/.test(path))
    return { kind: 'internal', to: `/retirement/${company}${path}` };
  return { kind: 'internal', to: `/${company}${path === '/' ? '' : path}` };
}
