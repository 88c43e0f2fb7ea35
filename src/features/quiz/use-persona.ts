import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { animalArticlesLoaded, selectAnimalArticles } from '@/features/animal/animal-slice';
import { personaOf } from '@/features/animal/types';
import { animalAssigned, selectAnimal } from '@/features/user/user-slice';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import type { QuizAnimalResult } from './api/quiz-queries';
import { selectAnswers, type StoredAnswer } from './quiz-answers-slice';
import { personaQuery, storedPersonaResult } from './stored-persona';
import type { QuizConfig } from './types';
import { useQuizTransitions } from './use-quiz-transitions';

/**
 * Stores the persona with the user (the animal) and in the animal slice (its articles). It reads
 * the stored persona when it stores, without subscribing: storing must not re-render the page.
 */
function useStorePersona() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (result: QuizAnimalResult, force: boolean) => {
      const state = store.getState();
      if (force || selectAnimal(state) !== result.animal) dispatch(animalAssigned(result.animal));
      const [stored] = selectAnimalArticles(state);
      const [found] = result.articles;
      // The same persona in another language is new copy to keep, so a reload shows it at once.
      if (force || stored?.id !== found?.id || stored?.contentLanguage !== found?.contentLanguage) {
        dispatch(animalArticlesLoaded(result.articles));
      }
    },
    [dispatch, store],
  );
}

/**
 * The end of the quiz (SPEC.md "Quiz flow"): with every answer saved (so a failure loses
 * nothing), the animal is computed and fetched, stored, and the action plan opens.
 */
export function useQuizCompletion(quiz: QuizConfig, companyId: string) {
  const queryClient = useQueryClient();
  const answers = useAppSelector(selectAnswers);
  const storePersona = useStorePersona();
  const language = usePageLanguage();
  const transitions = useQuizTransitions(companyId);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  // The persona call can take seconds, and the header stays usable meanwhile: a participant who
  // has gone elsewhere keeps the page they chose, not the action plan the answer would open. A
  // layout effect's cleanup runs in the commit that removes the page; a passive one could run a
  // task after the new page showed, and an answer in between still opened the action plan.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = useCallback(
    async (all: readonly StoredAnswer[]) => {
      setStatus('loading');
      try {
        const result = await queryClient.query(personaQuery(quiz, all, language));
        storePersona(result, true);
        transitions.completed(result.animal);
        if (mounted.current) transitions.toActionPlan();
      } catch {
        setStatus('error');
      }
    },
    [quiz, queryClient, storePersona, transitions, language],
  );

  const retry = useCallback(() => void finish(answers), [finish, answers]);
  return { status, finish, retry };
}

/**
 * The persona for the stored answers on the action plan. What the quiz stored is shown at once;
 * a new tab (where only the animal was kept) asks the persona service again.
 */
export function usePersona(quiz: QuizConfig) {
  const answers = useAppSelector(selectAnswers);
  const language = usePageLanguage();
  const store = useAppStore();
  const storePersona = useStorePersona();
  // What the quiz stored seeds the query once; the query's data is what the page shows after.
  const [stored] = useState(() => {
    const state = store.getState();
    return { answers, animal: selectAnimal(state), articles: selectAnimalArticles(state) };
  });
  // Checked against the current language: after a switch the other language's texts never seed
  // the new language's query.
  const query = useQuery({
    ...personaQuery(quiz, answers, language),
    initialData: storedPersonaResult(stored, language),
  });

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
