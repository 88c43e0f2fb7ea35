import { matchRoutes, type Params } from 'react-router-dom';
import { DEFAULT_COMPANY_ID } from './constants';
import { contentFileUrl } from '@/lib/http';
import { safeUrl } from '@/lib/safe-url';

/**
 * The one route table (DESIGN.md sections 2 and 3): every path pattern with its link builder.
 * The router, start-up preloading, page-view analytics and every link read it; nothing else
 * matches or parses paths.
 */

/** First path segments that are pages, never company ids. */
const RESERVED_SEGMENTS = ['retirement', 'articles', 'privacy'] as const;

const COMPANY_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Lowercases a company id from a URL; undefined when it cannot be one. */
export function normalizeCompanyId(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const id = raw.toLowerCase();
  if (!COMPANY_ID.test(id)) return undefined;
  if ((RESERVED_SEGMENTS as readonly string[]).includes(id)) return undefined;
  return id;
}

/**
 * SPEC.md "Sitemap": lowercased, spaces to hyphens, apostrophes and question marks removed. A
 * Spanish question opens with ¿ as well as closing with ?: both go, or its slug starts "%C2%BF".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’?¿]/g, '')
    .replace(/\s+/g, '-');
}

export const COMMUNITY_PAGES = ['grammy-major', 'latin-grammy', 'hispanic'] as const;
export type CommunityPage = (typeof COMMUNITY_PAGES)[number];

const enc = encodeURIComponent;

/** The search page's query parameter: what a participant typed, so kept out of every log. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Where a page's company comes from (SPEC.md "Path rules"): the URL's segment, the company
 * stored with the user's data (privacy, company-less article links), or the default company.
 */
type CompanySource = 'param' | 'stored' | 'default';

interface RouteEntry {
  /** A React Router path pattern, from the site root. */
  pattern: string;
  company: CompanySource;
}

/**
 * Every route of DESIGN.md section 2. Redirects and not-found patterns are routes too, so a
 * path always matches exactly one entry and its company source is known.
 */
export const ROUTES = {
  root: { pattern: '/', company: 'default' },
  defaultHome: { pattern: '/retirement', company: 'default' },
  privacy: { pattern: '/retirement/privacy', company: 'stored' },
  home: { pattern: '/retirement/:company', company: 'param' },
  quiz: { pattern: '/retirement/:company/quiz', company: 'param' },
  actionPlan: { pattern: '/retirement/:company/quiz/action-plan', company: 'param' },
  quizStep: { pattern: '/retirement/:company/quiz/:step', company: 'param' },
  faqs: { pattern: '/retirement/:company/faqs', company: 'param' },
  sitemap: { pattern: '/retirement/:company/sitemap', company: 'param' },
  retirementNotFound: { pattern: '/retirement/:company/*', company: 'param' },
  storedArticle: { pattern: '/articles/:id/:slug', company: 'stored' },
  articlesNotFound: { pattern: '/articles/*', company: 'stored' },
  companyRoot: { pattern: '/:company', company: 'param' },
  calculator: { pattern: '/:company/calculator', company: 'param' },
  getTheFacts: { pattern: '/:company/get-the-facts', company: 'param' },
  article: { pattern: '/:company/articles/:id/:slug', company: 'param' },
  makeAChange: { pattern: '/:company/make-a-change', company: 'param' },
  contactUs: { pattern: '/:company/contact-us', company: 'param' },
  targetDate: { pattern: '/:company/target-date', company: 'param' },
  search: { pattern: '/:company/search', company: 'param' },
  companyFaqs: { pattern: '/:company/faqs', company: 'param' },
  grammyMajor: { pattern: '/:company/grammy-major', company: 'param' },
  latinGrammy: { pattern: '/:company/latin-grammy', company: 'param' },
  hispanic: { pattern: '/:company/hispanic', company: 'param' },
  companyNotFound: { pattern: '/:company/*', company: 'param' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

/** The community pages' routes, by page. */
const COMMUNITY_ROUTES = {
  'grammy-major': 'grammyMajor',
  'latin-grammy': 'latinGrammy',
  hispanic: 'hispanic',
} as const satisfies Record<CommunityPage, RouteId>;

/** The community page a route shows, if it is one. */
export function communityPageOf(id: RouteId | undefined): CommunityPage | undefined {
  return COMMUNITY_PAGES.find((page) => COMMUNITY_ROUTES[page] === id);
}

/**
 * The id of a video article's player, which the article page gives it; an address with it as
 * its hash opens the article at the player.
 */
export const VIDEO_ANCHOR = 'video';

/** The link builder of each page a participant can be sent to. */
export const paths = {
  home: (company: string) => `/retirement/${company}`,
  quiz: (company: string) => `/retirement/${company}/quiz`,
  quizStep: (company: string, step: string) => `/retirement/${company}/quiz/${enc(step)}`,
  // A plan link that leaves the app (copied, e-mailed) names the language it was read in, so the
  // participant's own plan opens in it wherever they open it; `?lang=` is then stored there
  // (DESIGN.md section 8). The calculator's copied link goes to colleagues: it names none, so it
  // opens in the recipient's language and leaves their choice as it was.
  actionPlan: (company: string, language?: string) =>
    `/retirement/${company}/quiz/action-plan${language ? `?lang=${enc(language)}` : ''}`,
  faqs: (company: string) => `/retirement/${company}/faqs`,
  sitemap: (company: string) => `/retirement/${company}/sitemap`,
  privacy: () => '/retirement/privacy',
  companyRoot: (company: string) => `/${company}`,
  calculator: (company: string) => `/${company}/calculator`,
  getTheFacts: (company: string) => `/${company}/get-the-facts`,
  // A title with nothing left to slug ("?") still needs the segment the route matches on.
  article: (company: string, id: string, title: string) =>
    `/${company}/articles/${enc(id)}/${enc(slugify(title)) || 'article'}`,
  /** A video article opened at its player: what a video card's play picture links to. */
  articleVideo: (company: string, id: string, title: string) =>
    `${paths.article(company, id, title)}#${VIDEO_ANCHOR}`,
  makeAChange: (company: string) => `/${company}/make-a-change`,
  contactUs: (company: string) => `/${company}/contact-us`,
  targetDate: (company: string) => `/${company}/target-date`,
  search: (company: string, query?: string) =>
    `/${company}/search${query ? `?${SEARCH_QUERY_PARAM}=${enc(query)}` : ''}`,
  community: (company: string, page: CommunityPage) => `/${company}/${page}`,
};

/**
 * A page's full address, for a link that leaves the app (copied, e-mailed): `path` from `paths`,
 * on this site's origin, wherever the app is deployed.
 */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

const routeObjects = (Object.keys(ROUTES) as RouteId[]).map((id) => ({
  id,
  path: ROUTES[id].pattern,
}));

export interface MatchedRoute {
  id: RouteId;
  params: Params;
}

// The router flattens and ranks the whole table on every match; start-up alone matches the
// same path half a dozen times (site, company, preload, shell), which cost a phone about 20 ms.
const matched = new Map<string, MatchedRoute | undefined>();
const MATCH_CACHE_SIZE = 64;

/** The route a path belongs to, ranked as the router ranks it. */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = match ? { id: match.route.id, params: match.params } : undefined;
  if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
  matched.set(pathname, route);
  return route;
}

/**
 * The one address of the page a typed, pasted or joined path shows: doubled slashes collapsed,
 * a trailing slash dropped, and the route's fixed words and company id in lower case (the router
 * matches them in any case, so each page would otherwise have many addresses in the history,
 * analytics and shared links). Ids, slugs, quiz steps and not-found paths keep what was typed.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  const route = matchRoute(path);
  if (!route) return path;
  const pattern = ROUTES[route.id].pattern.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const part = pattern[index];
      if (part === undefined || part === '*') return segment;
      if (part === ':company') return normalizeCompanyId(segment) ?? segment;
      return part.startsWith(':') ? segment : part;
    })
    .join('/');
}

/**
 * Routes whose page may still send the participant on (a quiz in progress, an action plan
 * without answers) once its quiz is in, or (an article linked with its id in another case) once
 * the service has answered: the page reports its own view when it shows, so a URL that only
 * redirects is never counted as a page view.
 */
const PAGE_REPORTED_VIEWS: readonly RouteId[] = [
  'quiz',
  'quizStep',
  'actionPlan',
  'article',
  'storedArticle',
];

/** Whether the page at this path reports its own page view instead of the shell. */
export function pageReportsItsView(pathname: string): boolean {
  const route = matchRoute(pathname);
  return route !== undefined && PAGE_REPORTED_VIEWS.includes(route.id);
}

export interface RouteCompany {
  /** The company the page shows (lowercased); the default company where none applies. */
  companyId: string;
  source: CompanySource;
  /** The URL's segment cannot be a company id: the page is "not found". */
  isInvalidSegment: boolean;
}

/** The company a path shows: from its segment, the stored company or the default. */
export function routeCompany(pathname: string, storedCompanyId: string): RouteCompany {
  const route = matchRoute(pathname);
  const source: CompanySource = route ? ROUTES[route.id].company : 'default';
  const raw =
    source === 'param' ? route?.params.company : source === 'stored' ? storedCompanyId : undefined;
  const normalized = normalizeCompanyId(raw);
  return {
    companyId: normalized ?? DEFAULT_COMPANY_ID,
    source,
    isInvalidSegment: source === 'param' && normalized === undefined,
  };
}

/** The same page for the default company: where an unknown company's pages go. */
export function withDefaultCompany(pathname: string, from: string): string {
  const route = matchRoute(pathname);
  if (!route || ROUTES[route.id].company !== 'param' || route.params.company !== from) {
    return paths.home(DEFAULT_COMPANY_ID);
  }
  return pathname.replace(`/${from}`, `/${DEFAULT_COMPANY_ID}`);
}

/** The page's sections for analytics: its path without the company id (reported as sponsor). */
export function pathSections(pathname: string, companyId: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.filter((part, index) => !(part === companyId && index <= 1));
}

/** The ids a URL's hash may name: it is untrusted input, so only a short plain id is looked up. */
export const ANCHOR_ID = /^[\w-]{1,100}$/;

export type ResolvedLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean };

/** Where AEM keeps its files (its assets' "DAM"). */
const CMS_FILES = /^\/content\/dam\//i;

/**
 * How a CMS or config URL becomes a link (SPEC.md "Path rules"): unsafe URLs are dropped;
 * links to other sites open in a new tab; quiz links live under /retirement/{company};
 * other site-relative links are scoped to the company. A CMS file (`/content/dam/...`) is no
 * page of this site, so not one of the page links the rules scope: it opens from the content
 * service's host, in a new tab.
 */
export function resolveLink(raw: unknown, company: string): ResolvedLink | undefined {
  // The scheme in lower case (`HTTPS:` is the same link): the printout adds the address after
  // a link to another site by matching `http` (SafeHtml's print styles), and prints it as it is.
  const url = safeUrl(raw)?.replace(/^[a-z]+:/i, (scheme) => scheme.toLowerCase());
  if (url === undefined) return undefined;
  if (/^(?:mailto|tel):/i.test(url)) return { kind: 'external', href: url, newTab: false };
  if (/^https?:/i.test(url)) {
    // Read as the browser reads the link on this page: `https:rules.pdf` on an https page is a
    // path on this site, not the host `rules.pdf`, and opened as another site it was a not-found.
    const parsed = new URL(url, window.location.href);
    if (parsed.origin !== window.location.origin) {
      return { kind: 'external', href: url, newTab: true };
    }
    // Without slashes after the scheme the rest is a relative link, read from the site's root
    // like any other the CMS writes, whatever page shows it.
    if (!/^https?:[/\\]{2}/.test(url)) return resolveLink(url.replace(/^https?:/, ''), company);
    return resolveLink(`${parsed.pathname}${parsed.search}${parsed.hash}`, company);
  }
  if (url.startsWith('#') || url.startsWith('?')) return { kind: 'internal', to: url };
  // A relative link is read from the site's root, and its ./ and ../ segments resolved there as a
  // browser would: the router takes `/acme/../faqs` literally, a not-found. A browser reads a
  // leading `\` as `/` (`https:\faqs` is `/faqs`): given another `/` in front, `/\faqs` would
  // read as the host `faqs`, and the link as the company's home.
  const rooted = /^[/\\]/.test(url) ? url : `/${url}`;
  const relative = new URL(rooted, 'http://cms.invalid');
  const path = `${relative.pathname}${relative.search}${relative.hash}`;
  // A file the CMS keeps (a plan document, a form): on the content service's host, and no page of
  // this site. Scoped to the company as a page, a rich text's link to its plan's PDF opened the
  // not-found page.
  if (CMS_FILES.test(path)) return { kind: 'external', href: contentFileUrl(path), newTab: true };
  const first = path.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const isQuiz = /(^|\/)quiz(\/|$|\?|#)/.test(path);
  if ((RESERVED_SEGMENTS as readonly string[]).includes(first)) {
    return { kind: 'internal', to: path };
  }
  // The quiz lives only under /retirement: `/acme/quiz` as the CMS writes it is a not-found.
  if (first === company) return { kind: 'internal', to: isQuiz ? `/retirement${path}` : path };
  if (isQuiz) return { kind: 'internal', to: `/retirement/${company}${path}` };
  return { kind: 'internal', to: `/${company}${path === '/' ? '' : path}` };
}
