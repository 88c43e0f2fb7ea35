import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { articleQueries } from '@/features/articles/api/article-queries';
import { calculatorQueries } from '@/features/calculator/api/calculator-queries';
import { faqQueries } from '@/features/faqs/api/faq-queries';
import { homeQueries, type HomeAudience } from '@/features/home/api/home-queries';
import { leadPictures } from '@/features/home/block-pictures';
import { quizQueries } from '@/features/quiz/api/quiz-queries';
import { prefetchPersona } from '@/features/quiz/stored-persona';
import { quizScope } from '@/features/quiz/use-quiz-scope';
import { preloadImage } from '@/lib/preload-image';
import { safeUrl } from '@/lib/safe-url';
import type { RootState } from '../store';

/** What a page's prefetch gets: the app's clients and state at start-up, and the URL's params. */
export interface PrefetchContext {
  queryClient: QueryClient;
  state: RootState;
  params: Params;
  /**
   * The company the page's shell shows (lowercased), or undefined where the URL's segment cannot
   * be a company id (the page is "not found").
   */
  companyId: string | undefined;
}

/**
 * Starts a page's main data call as soon as the app has started, alongside the company config
 * and the page's own chunk rather than after both; the page shows that call's errors itself.
 * These live in the first chunk, so the call never waits for the page's code.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown> | undefined;

/** Whose home page to show: the same query key for the page and its prefetch. */
export function homeAudience(
  { language, segment, animal }: RootState['user'],
  companyId: string,
): HomeAudience {
  return { companyId, language, segment, animal };
}

/** The home page's blocks, then its hero picture (the page's largest paint). */
export const prefetchHome: Prefetch = async ({ queryClient, state, companyId }) => {
  if (!companyId) return;
  const home = await queryClient.query(homeQueries.config(homeAudience(state.user, companyId)));
  for (const { href, media } of leadPictures(home.children_components)) preloadImage(href, media);
  return home;
};

/** The quiz of the company in the URL, for the user at start-up. */
export const prefetchQuiz = ({ queryClient, state, companyId }: PrefetchContext) => {
  if (companyId) return queryClient.query(quizQueries.config(quizScope(state.user, companyId)));
};

/** The quiz, then (when the quiz did not store one) the persona, whose text is the plan's top. */
export const prefetchActionPlan: Prefetch = async (context) => {
  const quiz = await prefetchQuiz(context);
  if (!quiz) return;
  const { quizAnswers, user, animal } = context.state;
  return prefetchPersona(context.queryClient, quiz, {
    answers: quizAnswers.answers,
    animal: user.animal,
    articles: animal.articles,
  });
};

export const prefetchFaqs: Prefetch = ({ queryClient, state, companyId }) => {
  if (companyId) {
    return queryClient.query(faqQueries.list(companyId, state.user.domain.siteVariant));
  }
};

/** The article, then its picture (the page's largest paint) before the page has rendered. */
export const prefetchArticle: Prefetch = async ({ queryClient, params }) => {
  if (!params.id) return;
  const article = await queryClient.query(articleQueries.detail(params.id));
  preloadImage(safeUrl(article.imagePath));
  return article;
};

/** The calculator's constants: its assumptions and the limits its form checks. */
export const prefetchCalculator: Prefetch = ({ queryClient }) =>
  queryClient.query(calculatorQueries.constants());
