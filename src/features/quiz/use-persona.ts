import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  animalArticlesLoaded,
  animalRequestFailed,
  type AnimalArticle,
} from '@/features/animal/animal-slice';
import { personaOf } from '@/features/animal/types';
import { animalAssigned } from '@/features/user/user-slice';
import { FALLBACK_ANIMAL_TAGS, quizQueries, type QuizAnimalResult } from './api/quiz-queries';
import type { StoredAnswer } from './quiz-answers-slice';
import { animalTags, isQuizComplete } from './quiz-rules';
import type { QuizConfig } from './types';
import { useQuizTransitions } from './use-quiz-transitions';

/** Stores the persona with the user (the animal) and in the animal slice (its articles). */
function useStorePersona() {
  const dispatch = useAppDispatch();
  const storedAnimal = useAppSelector((state) => state.user.animal);
  const storedArticles = useAppSelector((state) => state.animal.articles);
  return useCallback(
    (result: QuizAnimalResult, force: boolean) => {
      if (force || storedAnimal !== result.animal) dispatch(animalAssigned(result.animal));
      if (force || storedArticles[0]?.id !== result.articles[0]?.id) {
        dispatch(animalArticlesLoaded(result.articles));
      }
    },
    [dispatch, storedAnimal, storedArticles],
  );
}

/**
 * The end of the quiz (SPEC.md "Quiz flow"): with every answer saved (so a failure loses
 * nothing), the animal is computed and fetched, stored, and the action plan opens.
 */
export function useQuizCompletion(quiz: QuizConfig, companyId: string) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const answers = useAppSelector((state) => state.quizAnswers.answers);
  const storePersona = useStorePersona();
  const transitions = useQuizTransitions(companyId);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  const finish = useCallback(
    async (all: readonly StoredAnswer[]) => {
      setStatus('loading');
      try {
        const tags = animalTags(quiz, all) ?? FALLBACK_ANIMAL_TAGS;
        const result = await queryClient.query(quizQueries.animal(tags));
        storePersona(result, true);
        transitions.completed(result.animal);
        transitions.toActionPlan();
      } catch (error) {
        dispatch(animalRequestFailed(error));
        setStatus('error');
      }
    },
    [quiz, queryClient, storePersona, transitions, dispatch],
  );

  const retry = useCallback(() => void finish(answers), [finish, answers]);
  return { status, finish, retry };
}

/** What the quiz stored about the user's persona: the animal, and that animal's articles. */
interface StoredPersona {
  answers: readonly StoredAnswer[];
  animal: string | null;
  articles: AnimalArticle[];
}

function storedResult({ animal, articles }: StoredPersona): QuizAnimalResult | undefined {
  const persona = personaOf(articles[0]);
  return persona && persona.animal === animal ? { animal: persona.animal, articles } : undefined;
}

/** The action plan's persona call, started before the page renders when nothing stored it. */
export function prefetchPersona(queryClient: QueryClient, quiz: QuizConfig, stored: StoredPersona) {
  if (!isQuizComplete(quiz, stored.answers) || storedResult(stored)) return;
  return queryClient.query(
    quizQueries.animal(animalTags(quiz, stored.answers) ?? FALLBACK_ANIMAL_TAGS),
  );
}

/**
 * The persona for the stored answers on the action plan. What the quiz stored is shown at once;
 * a new tab (where only the animal was kept) asks the persona service again.
 */
export function usePersona(quiz: QuizConfig) {
  const answers = useAppSelector((state) => state.quizAnswers.answers);
  const storedAnimal = useAppSelector((state) => state.user.animal);
  const storedArticles = useAppSelector((state) => state.animal.articles);
  const storePersona = useStorePersona();
  const tags = animalTags(quiz, answers) ?? FALLBACK_ANIMAL_TAGS;
  const initial = storedResult({ answers, animal: storedAnimal, articles: storedArticles });
  const query = useQuery({ ...quizQueries.animal(tags), initialData: initial });

  useEffect(() => {
    if (query.data) storePersona(query.data, false);
  }, [query.data, storePersona]);

  return {
    persona: personaOf(query.data?.articles[0]),
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
