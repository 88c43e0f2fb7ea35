import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { ContentAudience } from '@/config/content-scope';
import { selectAnimalArticles } from '@/features/animal/animal-slice';
import { articleQueries } from '@/features/articles/api/article-queries';
import { calculatorQueries } from '@/features/calculator/api/calculator-queries';
import { selectCompanyId } from '@/features/company/company-slice';
import { faqQueries } from '@/features/faqs/api/faq-queries';
import { homeQueries } from '@/features/home/api/home-queries';
import { leadPictures } from '@/features/home/block-pictures';
import { quizQueries } from '@/features/quiz/api/quiz-queries';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';
import { prefetchPersona } from '@/features/quiz/stored-persona';
import {
  selectAnimal,
  selectLanguage,
  selectSegment,
  selectSiteVariant,
} from '@/features/user/user-slice';
import { preloadImage } from '@/lib/preload-image';
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

/** The audience the page will ask for once the store holds the page's company. */
function audienceOf(state: RootState, companyId: string): Required<ContentAudience> {
  return {
    companyId,
    language: selectLanguage(state),
    segment: selectSegment(state),
    animal: selectAnimal(state),
  };
}

/** The home page's blocks, then its hero picture (the page's largest paint). */
export const prefetchHome: Prefetch = async ({ queryClient, state, companyId }) => {
  if (!companyId) return;
  const home = await queryClient.query(homeQueries.config(audienceOf(state, companyId)));
  for (const { href, media } of leadPictures(home.children_components)) preloadImage(href, media);
  return home;
};

/** The quiz of the company in the URL, for the user at start-up. */
export const prefetchQuiz = ({ queryClient, state, companyId }: PrefetchContext) => {
  if (companyId) return queryClient.query(quizQueries.config(audienceOf(state, companyId)));
};

/** The quiz, then (when the quiz did not store one) the persona, whose text is the plan's top. */
export const prefetchActionPlan: Prefetch = async (context) => {
  const quiz = await prefetchQuiz(context);
  if (!quiz) return;
  const { state } = context;
  return prefetchPersona(
    context.queryClient,
    quiz,
    {
      answers: selectAnswers(state),
      animal: selectAnimal(state),
      articles: selectAnimalArticles(state),
    },
    selectLanguage(state),
  );
};

export const prefetchFaqs: Prefetch = ({ queryClient, state, companyId }) => {
  if (companyId) {
    return queryClient.query(
      faqQueries.list(audienceOf(state, companyId), selectSiteVariant(state)),
    );
  }
};

/** What search looks through: the company's articles and FAQs. */
export const prefetchSearch: Prefetch = (context) => {
  const { queryClient, state, companyId } = context;
  if (!companyId) return;
  return Promise.all([
    queryClient.query(articleQueries.list(audienceOf(state, companyId))),
    prefetchFaqs(context),
  ]);
};

/**
 * The article, then its lead picture (the page's largest paint) before the page has rendered:
 * a video's poster where it plays, the article's picture otherwise.
 */
export const prefetchArticle: Prefetch = async ({ queryClient, state, params, companyId }) => {
  if (!params.id) return;
  const audience = audienceOf(state, companyId ?? selectCompanyId(state));
  const article = await queryClient.query(articleQueries.detail(params.id, audience));
  const plays = article.articleType === 'video' && article.videoPath;
  preloadImage(plays ? article.posterPath : article.imagePath);
  return article;
};

/** The calculator's constants: its assumptions and the limits its form checks. */
export const prefetchCalculator: Prefetch = ({ queryClient }) =>
  queryClient.query(calculatorQueries.constants());
