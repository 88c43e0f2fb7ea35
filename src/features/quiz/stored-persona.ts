import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_CONTENT_LANGUAGE } from '@/config/constants';
import { contentLocale } from '@/config/content-scope';
import type { AnimalArticle } from '@/features/animal/animal-slice';
import { personaOf } from '@/features/animal/types';
import { FALLBACK_ANIMAL_TAGS, quizQueries, type QuizAnimalResult } from './api/quiz-queries';
import type { StoredAnswer } from './quiz-answers-slice';
import { animalTags, isQuizComplete } from './quiz-rules';
import type { QuizConfig } from './types';

/** What the quiz stored about the user's persona: the answers, the animal and its articles. */
export interface StoredPersona {
  answers: readonly StoredAnswer[];
  animal: string | null;
  articles: AnimalArticle[];
}

/**
 * The persona the quiz stored, when its articles still belong to the stored animal and are in
 * the page's language (stored before there was a language, they are English).
 */
export function storedPersonaResult(
  { animal, articles }: StoredPersona,
  participantLanguage: string,
): QuizAnimalResult | undefined {
  const persona = personaOf(articles[0]);
  const storedIn = articles[0]?.contentLanguage ?? DEFAULT_CONTENT_LANGUAGE;
  return persona &&
    persona.animal === animal &&
    storedIn === contentLocale(participantLanguage).language
    ? { animal: persona.animal, articles }
    : undefined;
}

/** The persona call for the stored answers, in the participant's language. */
export function personaQuery(
  quiz: QuizConfig,
  answers: readonly StoredAnswer[],
  participantLanguage: string,
) {
  return quizQueries.animal(animalTags(quiz, answers) ?? FALLBACK_ANIMAL_TAGS, participantLanguage);
}

/** The action plan's persona call, started before the page renders when nothing stored it. */
export function prefetchPersona(
  queryClient: QueryClient,
  quiz: QuizConfig,
  stored: StoredPersona,
  participantLanguage: string,
) {
  if (!isQuizComplete(quiz, stored.answers) || storedPersonaResult(stored, participantLanguage)) {
    return;
  }
  return queryClient.query(personaQuery(quiz, stored.answers, participantLanguage));
}
