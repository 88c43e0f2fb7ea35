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

export interface QuizAudience {
  language: string;
  segment: string;
}

/** Where a company's quiz content lives for a user: the company, their locale and segment. */
export function quizScope(
  { language, segment }: QuizAudience,
  companyId: string,
): SiteContentScope {
  return { companyId, segment, ...contentLocale(language) };
}

/** The page's quiz scope, for the current user. */
export function useQuizScope(companyId: string): SiteContentScope {
  const language = useAppSelector((state) => state.user.language);
  const segment = useAppSelector((state) => state.user.segment);
  return useMemo(() => quizScope({ language, segment }, companyId), [companyId, segment, language]);
}
