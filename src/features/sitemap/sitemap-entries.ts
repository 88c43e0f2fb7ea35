import type { IntlShape } from 'react-intl';
import { COMMUNITY_PAGES, paths, type CommunityPage } from '@/config/routes';
import type { CompanyConfig } from '@/features/company/types';
import type { MessageId } from '@/lib/i18n/message-ids';

export interface SitemapEntry {
  label: string;
  href: string;
  /** An article's language when the service sent it in another than the page's. */
  language?: string;
}

const COMMUNITY_LABELS: Record<CommunityPage, MessageId> = {
  'grammy-major': 'sitemap.community.grammyMajor',
  'latin-grammy': 'sitemap.community.latinGrammy',
  hispanic: 'sitemap.community.hispanic',
};

/**
 * SPEC.md "Sitemap": every page the company has, named as the header and footer name it (so
 * in sentence case), then the community pages.
 */
export function sitemapPages(
  companyId: string,
  config: CompanyConfig,
  intl: IntlShape,
): SitemapEntry[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    { label: t('app.nav.home'), href: paths.home(companyId) },
    { label: t('app.nav.actionPlan'), href: paths.quiz(companyId) },
    { label: t('app.nav.getTheFacts'), href: paths.getTheFacts(companyId) },
    { label: t('app.nav.calculator'), href: paths.calculator(companyId) },
    ...(config.showCompanyResourcesLink
      ? [{ label: t('app.nav.resources'), href: paths.makeAChange(companyId) }]
      : []),
    ...(config.showTargetDate
      ? [{ label: t('app.nav.targetDate'), href: paths.targetDate(companyId) }]
      : []),
    { label: t('app.nav.faqs'), href: paths.faqs(companyId) },
    ...(config.showContactUs
      ? [{ label: t('app.nav.contactUs'), href: paths.contactUs(companyId) }]
      : []),
    { label: t('sitemap.entry.search'), href: paths.search(companyId) },
    { label: t('sitemap.entry.privacy'), href: paths.privacy() },
  ];
}

export function sitemapCommunityPages(companyId: string, intl: IntlShape): SitemapEntry[] {
  return COMMUNITY_PAGES.map((page) => ({
    label: intl.formatMessage({ id: COMMUNITY_LABELS[page] }),
    href: paths.community(companyId, page),
  }));
}

/** One link per article at /{company}/articles/{id}/{title-slug}. */
export function sitemapArticles(
  companyId: string,
  articles: readonly { id: string; title: string; language?: string }[],
): SitemapEntry[] {
  return articles.map((article) => ({
    label: article.title,
    href: paths.article(companyId, article.id, article.title),
    language: article.language,
  }));
}
