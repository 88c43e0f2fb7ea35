import { describe, expect, it } from 'vitest';
import { sitemapArticles, sitemapCommunityPages, sitemapPages } from './sitemap-entries';
import { testIntl } from '@/testing/intl';

describe('sitemap entries (SPEC.md "Sitemap")', () => {
  it('lists the site pages every company has', () => {
    expect(sitemapPages('acme', {}, testIntl())).toEqual([
      { label: 'Home', href: '/retirement/acme' },
      { label: 'My action plan', href: '/retirement/acme/quiz' },
      { label: 'Get the facts', href: '/acme/get-the-facts' },
      { label: 'Calculator', href: '/acme/calculator' },
      { label: 'FAQs', href: '/retirement/acme/faqs' },
      { label: 'Search', href: '/acme/search' },
      { label: 'Privacy policy', href: '/retirement/privacy' },
    ]);
  });

  it('adds the pages a company turns on', () => {
    const config = { showCompanyResourcesLink: true, showTargetDate: true, showContactUs: true };
    expect(sitemapPages('acme', config, testIntl()).map((entry) => entry.label)).toEqual([
      'Home',
      'My action plan',
      'Get the facts',
      'Calculator',
      'Resources & FAQs',
      'Target-date funds',
      'FAQs',
      'Contact us',
      'Search',
      'Privacy policy',
    ]);
  });

  it('lists the three community pages', () => {
    expect(sitemapCommunityPages('acme', testIntl()).map((entry) => entry.href)).toEqual([
      '/acme/grammy-major',
      '/acme/latin-grammy',
      '/acme/hispanic',
    ]);
  });

  it('links each article at /{company}/articles/{id}/{title-slug}', () => {
    const [entry] = sitemapArticles('acme', [{ id: 'a1', title: "What's Your Roth Question?" }]);
    expect(entry).toEqual({
      label: "What's Your Roth Question?",
      href: '/acme/articles/a1/whats-your-roth-question',
    });
  });
});
