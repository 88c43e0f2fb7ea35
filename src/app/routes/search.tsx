import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { SEARCH_QUERY_PARAM } from '@/config/routes';
import { QueriesSection } from '@/components/query-section';
import { articleQueries } from '@/features/articles/api/article-queries';
import type { ArticleSummary } from '@/features/articles/types';
import type { Faq } from '@/features/faqs/types';
import { useFaqs } from '@/features/faqs/use-faqs';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchPending, SearchResults } from '@/features/search/components/search-results';
import { useContentAudience } from '../hooks';
import { useCompany } from '../layout/use-company';
import { FormattedMessage, useIntl } from 'react-intl';

// Stable empty lists: the results build their index once per list they are given.
const NO_ARTICLES: ArticleSummary[] = [];
const NO_FAQS: Faq[] = [];

/** /{company}/search?q=...: the company's articles and the FAQs its FAQ page shows. */
export function Component() {
  const { companyId } = useCompany();
  const intl = useIntl();
  const audience = useContentAudience();
  const query = (useSearchParams()[0].get(SEARCH_QUERY_PARAM) ?? '').trim();
  const [statusRegion, setStatusRegion] = useState<HTMLElement | null>(null);
  const articles = useQuery(articleQueries.list(audience));
  const faqs = useFaqs();
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: 880 }}>
      <PageHeading>{intl.formatMessage({ id: 'search.page.heading' })}</PageHeading>
      {/* A new search from this field leaves the focus in it, to refine the query: the results'
          count goes to this live region, so the outcome is heard without moving there. */}
      <SearchForm
        companyId={companyId}
        name={intl.formatMessage({ id: 'search.page.landmark' })}
        query={query}
        sx={{ mt: 3, maxWidth: 560 }}
      />
      <Box ref={setStatusRegion} role="status" sx={visuallyHidden} />
      {query ? (
        // The two lists are searched together: the results wait for both, and show what came
        // when one of them failed, beside the message and a retry for the missing one.
        <QueriesSection
          queries={[articles, faqs]}
          pending={<SearchPending statusRegion={statusRegion} />}
        >
          {([articleList, faqList]) => (
            <SearchResults
              query={query}
              companyId={companyId}
              articles={articleList?.articles ?? NO_ARTICLES}
              faqs={faqList ?? NO_FAQS}
              unsearched={
                articleList === undefined ? 'article' : faqList === undefined ? 'faq' : undefined
              }
              statusRegion={statusRegion}
            />
          )}
        </QueriesSection>
      ) : (
        <Typography sx={{ mt: 3 }}>
          <FormattedMessage id="search.page.empty" />
        </Typography>
      )}
    </Container>
  );
}
