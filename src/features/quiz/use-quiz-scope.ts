import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { SiteContentScope } from '@/config/api-paths';
import { DEFAULT_CONTENT_LANGUAGE, DEFAULT_COUNTRY } from '@/config/constants';

const LOCALE = /^([a-z]{2,3})-([A-Za-z]{2})$/;

/** en-US -> language en, country us; anything else reads as the content defaults. */
export function contentLocale(language: string): { language: string; country: string } {
  const match = LOCALE.exec(language);
  return match?.[1] && match[2]
    ? { language: match[1], country: match[2].toLowerCase() }
    : { language: DEFAULT_CONTENT_LANGUAGE, country: DEFAULT_COUNTRY };
}

/** Where the page's quiz content lives: the company, the user's locale and segment. */
export function useQuizScope(companyId: string): SiteContentScope {
  const language = useAppSelector((state) => state.user.language);
  const segment = useAppSelector((state) => state.user.segment);
  return useMemo(
    () => ({ companyId, segment, ...contentLocale(language) }),
    [companyId, segment, language],
  );
}
