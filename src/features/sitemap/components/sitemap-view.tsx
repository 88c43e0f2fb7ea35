import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QuerySection } from '@/components/query-section';
import { SmartLink } from '@/components/smart-link';
import { sitemapQueries } from '../api/sitemap-queries';
import {
  sitemapArticles,
  sitemapCommunityPages,
  sitemapPages,
  type SitemapEntry,
} from '../sitemap-entries';
import { useContentAudience } from '@/app/hooks';
import type { CompanyConfig } from '@/features/company/types';
import { useIntl } from 'react-intl';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Entries({ entries }: { entries: SitemapEntry[] }) {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        pl: 2.5,
        columns: { md: 2 },
        columnGap: 6,
        '& li': { mb: 1.25, breakInside: 'avoid' },
      }}
    >
      {entries.map((entry) => (
        <li key={entry.href} lang={entry.language}>
          <SmartLink href={entry.href}>{entry.label}</SmartLink>
        </li>
      ))}
    </Box>
  );
}

/** SPEC.md "Sitemap": the pages, the community pages and one link per article. */
export function SitemapView({ companyId, config }: { companyId: string; config: CompanyConfig }) {
  const { language } = useContentAudience();
  const intl = useIntl();
  const articles = useQuery(sitemapQueries.articles({ companyId, language }));
  return (
    <>
      <Section id="sitemap-pages" title={intl.formatMessage({ id: 'sitemap.section.pages' })}>
        <Entries entries={sitemapPages(companyId, config, intl)} />
      </Section>
      <Section
        id="sitemap-community"
        title={intl.formatMessage({ id: 'sitemap.section.community' })}
      >
        <Entries entries={sitemapCommunityPages(companyId, intl)} />
      </Section>
      <Section id="sitemap-articles" title={intl.formatMessage({ id: 'sitemap.section.articles' })}>
        <QuerySection query={articles} pending={<Skeleton variant="rounded" height={240} />}>
          {(data) =>
            // An empty list under its heading reads as "list, 0 items": say so instead.
            data.articles.length > 0 ? (
              <Entries entries={sitemapArticles(companyId, data.articles)} />
            ) : (
              <Typography>{intl.formatMessage({ id: 'sitemap.articles.empty' })}</Typography>
            )
          }
        </QuerySection>
      </Section>
    </>
  );
}
