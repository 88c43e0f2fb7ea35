import type { QueryClient } from '@tanstack/react-query';
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

/** The persona the quiz stored, when its articles still belong to the stored animal. */
export function storedPersonaResult({
  animal,
  articles,
}: StoredPersona): QuizAnimalResult | undefined {
  const persona = personaOf(articles[0]);
  return persona && persona.animal === animal ? { animal: persona.animal, articles } : undefined;
}

/** The persona call for the stored answers. */
export function personaQuery(quiz: QuizConfig, answers: readonly StoredAnswer[]) {
  return quizQueries.animal(animalTags(quiz, answers) ?? FALLBACK_ANIMAL_TAGS);
}

/** The action plan's persona call, started before the page renders when nothing stored it. */
export function prefetchPersona(queryClient: QueryClient, quiz: QuizConfig, stored: StoredPersona) {
  if (!isQuizComplete(quiz, stored.answers) || storedPersonaResult(stored)) return;
  return queryClient.query(personaQuery(quiz, stored.answers));
}
