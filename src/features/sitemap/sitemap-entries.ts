import { COMMUNITY_PAGES, paths, type CommunityPage } from '@/config/routes';
import type { CompanyConfig } from '@/features/company/types';

export interface SitemapEntry {
  label: string;
  href: string;
}

export const COMMUNITY_LABELS: Record<CommunityPage, string> = {
  'grammy-major': 'Music, money and making it last',
  'latin-grammy': 'Ritmo y futuro',
  hispanic: 'Nuestro futuro: planning with family in mind',
};

/**
 * SPEC.md "Sitemap": every page the company has, named as the header and footer name it (so
 * in sentence case), then the community pages.
 */
export function sitemapPages(companyId: string, config: CompanyConfig): SitemapEntry[] {
  return [
    { label: 'Home', href: paths.home(companyId) },
    { label: 'My action plan', href: paths.quiz(companyId) },
    { label: 'Get the facts', href: paths.getTheFacts(companyId) },
    { label: 'Calculator', href: paths.calculator(companyId) },
    ...(config.showCompanyResourcesLink
      ? [{ label: 'Resources & FAQs', href: paths.makeAChange(companyId) }]
      : []),
    ...(config.showTargetDate
      ? [{ label: 'Target-date funds', href: paths.targetDate(companyId) }]
      : []),
    { label: 'FAQs', href: paths.faqs(companyId) },
    ...(config.showContactUs ? [{ label: 'Contact us', href: paths.contactUs(companyId) }] : []),
    { label: 'Search', href: paths.search(companyId) },
    { label: 'Privacy policy', href: paths.privacy() },
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
