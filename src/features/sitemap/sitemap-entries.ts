import { COMMUNITY_PAGES, paths, type CommunityPage } from '@/config/routes';

export interface SitemapEntry {
  label: string;
  href: string;
}

export const COMMUNITY_LABELS: Record<CommunityPage, string> = {
  'grammy-major': 'Music, money and making it last',
  'latin-grammy': 'Ritmo y futuro',
  hispanic: 'Nuestro futuro: planning with family in mind',
};

/** SPEC.md "Sitemap": the site's pages, then the community pages. */
export function sitemapPages(companyId: string): SitemapEntry[] {
  return [
    { label: 'Home Page', href: paths.home(companyId) },
    { label: 'My action plan', href: paths.quiz(companyId) },
    { label: 'Trending Topics', href: paths.getTheFacts(companyId) },
    { label: 'Calculator', href: paths.calculator(companyId) },
    { label: 'FAQs', href: paths.faqs(companyId) },
    { label: 'Privacy Policy', href: paths.privacy() },
  ];
}

export function sitemapCommunityPages(companyId: string): SitemapEntry[] {
  return COMMUNITY_PAGES.map((page) => ({
    label: COMMUNITY_LABELS[page],
    href: paths.community(companyId, page),
  }));
}

/** One link per article at /{company}/articles/{id}/{title-slug}. */
export function sitemapArticles(
  companyId: string,
  articles: readonly { id: string; title: string }[],
): SitemapEntry[] {
  return articles.map((article) => ({
    label: article.title,
    href: paths.article(companyId, article.id, article.title),
  }));
}
