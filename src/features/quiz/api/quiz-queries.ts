import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type SiteContentScope } from '@/config/api-paths';
import { DEFAULT_COMPANY_ID, DEFAULT_SEGMENT, type Animal } from '@/config/constants';
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

export class NoPersonaError extends Error {
  constructor() {
    super('The persona service found no animal for these answers');
    this.name = 'NoPersonaError';
  }
}

/**
 * The scopes to ask, in order: the page's company and segment, then the default company
 * (SPEC.md section 7), then the default segment as well.
 */
function fallbackScopes(scope: SiteContentScope): SiteContentScope[] {
  const candidates = [
    scope,
    { ...scope, companyId: DEFAULT_COMPANY_ID },
    { ...scope, companyId: DEFAULT_COMPANY_ID, segment: DEFAULT_SEGMENT },
  ];
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    const key = apiPaths.quizConfig(candidate);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function fetchQuizConfig(scope: SiteContentScope, signal: AbortSignal): Promise<QuizConfig> {
  let config: QuizConfig | undefined;
  for (const candidate of fallbackScopes(scope)) {
    config = await request(apiPaths.quizConfig(candidate), { schema: quizConfigSchema, signal });
    if (config.children_questions.length > 0) return config;
  }
  // fallbackScopes always yields the page's own scope.
  return config as QuizConfig;
}

async function askPersona(tags: AnimalTags, signal: AbortSignal) {
  const { articles } = await request(apiPaths.quizAnimal(tags), {
    schema: quizAnimalResponseSchema,
    signal,
  });
  const persona = personaOf(articles[0]);
  return persona ? { animal: persona.animal, articles } : undefined;
}

async function fetchQuizAnimal(tags: AnimalTags, signal: AbortSignal): Promise<QuizAnimalResult> {
  const found =
    (await askPersona(tags, signal)) ?? (await askPersona(FALLBACK_ANIMAL_TAGS, signal));
  if (!found) throw new NoPersonaError();
  return found;
}

export const quizQueries = {
  all: () => ['quiz'] as const,
  config: (scope: SiteContentScope) =>
    queryOptions({
      queryKey: [...quizQueries.all(), 'config', scope] as const,
      queryFn: ({ signal }) => fetchQuizConfig(scope, signal),
      staleTime: 5 * 60_000,
    }),
  /** The persona for the three answer tags; the mapping does not change while the app runs. */
  animal: (tags: AnimalTags) =>
    queryOptions({
      queryKey: [...quizQueries.all(), 'animal', ...tags] as const,
      queryFn: ({ signal }) => fetchQuizAnimal(tags, signal),
      staleTime: Infinity,
    }),
};
