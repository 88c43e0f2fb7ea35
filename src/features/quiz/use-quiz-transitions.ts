import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUIZ_NAVIGATION_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { QuizQuestion } from './types';

/** The router state the action plan receives when the quiz was just completed. */
export interface QuizCompletedState {
  quizCompleted: true;
}

/**
 * Every step of the quiz (start, next, back, completion) moves through here, so the
 * self-service analytics events have one place to hook in.
 */
export function useQuizTransitions(companyId: string) {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      toWelcome: () => void navigate(paths.quiz(companyId)),
      toQuestion: (question: QuizQuestion) =>
        void navigate(paths.quizStep(companyId, question['jcr:title'])),
      toActionPlan: () => {
        const state: QuizCompletedState = { quizCompleted: true };
        void navigate(paths.actionPlan(companyId), { state });
      },
    }),
    [navigate, companyId],
  );
}

/**
 * SPEC.md "Quiz flow": the quiz moves on 0.5 s after a choice, so the choice is seen. While a
 * move is pending further clicks are ignored; leaving the page cancels it.
 */
export function useDelayedStep() {
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const run = useCallback((step: () => void) => {
    if (timer.current !== undefined) return;
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPending(false);
      step();
    }, QUIZ_NAVIGATION_DELAY_MS);
  }, []);
  return { pending, run };
}
