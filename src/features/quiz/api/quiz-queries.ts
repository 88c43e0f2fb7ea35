import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import type { Animal } from '@/config/constants';
import {
  contentLocale,
  contentScopes,
  fallbackLanguage,
  firstContent,
  type ContentAudience,
} from '@/config/content-scope';
import type { AnimalArticle } from '@/features/animal/animal-slice';
import { personaOf, quizAnimalResponseSchema } from '@/features/animal/types';
import { request } from '@/lib/http';
import type { AnimalTags } from '../quiz-rules';
import { quizConfigSchema, type QuizConfig } from '../types';

/**
 * SPEC.md section 7: when the quiz-animal call finds nothing for the answers, it is asked again
 * with the tags of the generic answers to questions 2, 4 and 3 (a steady saver, balanced when
 * markets move, 10 to 20 years from retirement).
 */
export const FALLBACK_ANIMAL_TAGS: AnimalTags = [
  'my-retirement:quiz/saver-steady',
  'my-retirement:quiz/risk-balanced',
  'my-retirement:quiz/horizon-mid',
];

export interface QuizAnimalResult {
  animal: Animal;
  articles: AnimalArticle[];
}

class NoPersonaError extends Error {
  constructor() {
    super('The persona service found no animal for these answers');
    this.name = 'NoPersonaError';
  }
}

/** A quiz is the company's for the reader's language and segment, each with its fallback. */
function fetchQuizConfig(audience: QuizAudience, signal: AbortSignal): Promise<QuizConfig> {
  return firstContent(
    contentScopes(audience, ['company', 'language', 'segment']),
    async (scope) => {
      const config = await request(apiPaths.quizConfig(scope), {
        schema: quizConfigSchema,
        signal,
      });
      // A quiz found in another language is marked as that language's.
      const other = fallbackLanguage(scope, audience);
      return other ? { ...config, language: config.language ?? other } : config;
    },
    (config) => config.children_questions.length === 0,
  );
}

async function askPersona(tags: AnimalTags, language: string, signal: AbortSignal) {
  const { articles } = await request(apiPaths.quizAnimal(tags, language), {
    schema: quizAnimalResponseSchema,
    signal,
  });
  const persona = personaOf(articles[0]);
  // Stored with the user, the persona's texts must say which language they are in, so a page in
  // the other language asks again instead of showing them.
  const inLanguage = articles.map((article) => ({ ...article, contentLanguage: language }));
  return persona ? { animal: persona.animal, articles: inLanguage } : undefined;
}

async function fetchQuizAnimal(
  tags: AnimalTags,
  language: string,
  signal: AbortSignal,
): Promise<QuizAnimalResult> {
  const found =
    (await askPersona(tags, language, signal)) ??
    (await askPersona(FALLBACK_ANIMAL_TAGS, language, signal));
  if (!found) throw new NoPersonaError();
  return found;
}

/** Whose quiz: the company, and the participant's language and segment. */
export type QuizAudience = Required<Pick<ContentAudience, 'companyId' | 'language' | 'segment'>>;

export const quizQueries = {
  all: () => ['quiz'] as const,
  config: ({ companyId, language, segment }: QuizAudience) =>
    queryOptions({
      queryKey: [...quizQueries.all(), 'config', { companyId, language, segment }] as const,
      queryFn: ({ signal }) => fetchQuizConfig({ companyId, language, segment }, signal),
      staleTime: 5 * 60_000,
    }),
  /**
   * The persona for the three answer tags, in the participant's language (e.g. es-US); the
   * mapping does not change while the app runs.
   */
  animal: (tags: AnimalTags, participantLanguage: string) =>
    queryOptions({
      queryKey: [...quizQueries.all(), 'animal', participantLanguage, ...tags] as const,
      queryFn: ({ signal }) =>
        fetchQuizAnimal(tags, contentLocale(participantLanguage).language, signal),
      staleTime: Infinity,
      // The tags are the participant's answers.
      meta: { logKey: [...quizQueries.all(), 'animal', participantLanguage] },
    }),
};
