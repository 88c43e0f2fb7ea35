import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/components/query-error';
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

function Section({ title, entries, id }: { title: string; entries: SitemapEntry[]; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
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
          <li key={entry.href}>
            <SmartLink href={entry.href}>{entry.label}</SmartLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** SPEC.md "Sitemap": the pages, the community pages and one link per article. */
export function SitemapView({ companyId, config }: { companyId: string; config: CompanyConfig }) {
  const { language } = useContentAudience();
  const articles = useQuery(sitemapQueries.articles({ companyId, language }));
  return (
    <>
      <Section id="sitemap-pages" title="Pages" entries={sitemapPages(companyId, config)} />
      <Section
        id="sitemap-community"
        title="Community"
        entries={sitemapCommunityPages(companyId)}
      />
      {articles.isPending && <Skeleton variant="rounded" height={240} sx={{ mt: 5 }} />}
      {articles.isError && (
        <Box component="section" aria-labelledby="sitemap-articles" sx={{ mt: 5 }}>
          <Typography id="sitemap-articles" variant="h3" component="h2">
            Articles
          </Typography>
          <QueryError onRetry={() => void articles.refetch()} />
        </Box>
      )}
      {articles.data && (
        <Section
          id="sitemap-articles"
          title="Articles"
          entries={sitemapArticles(companyId, articles.data.articles)}
        />
      )}
    </>
  );
}
