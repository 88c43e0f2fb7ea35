import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppSelector, useContentAudience } from '@/app/hooks';
import { selectIsEnroll, selectSiteVariant } from '@/features/user/user-slice';
import { faqQueries } from './api/faq-queries';
import { faqsFor, type Faq } from './types';

/**
 * The FAQs this participant sees (SPEC.md "FAQ page"), the first `limit` of them when given. The
 * select is stable, so the list stays the same array between renders: the search builds its
 * index once per answer rather than on every render.
 */
export function useFaqs(limit?: number) {
  const audience = useContentAudience();
  const siteVariant = useAppSelector(selectSiteVariant);
  const isEnroll = useAppSelector(selectIsEnroll);
  const select = useCallback(
    (data: { faqs: Faq[] }) => faqsFor(data.faqs, isEnroll).slice(0, limit),
    [isEnroll, limit],
  );
  return useQuery({ ...faqQueries.list(audience, siteVariant), select });
}
