import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUIZ_NAVIGATION_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/routes';
import { pushEvent, selfService, type SelfServiceStage } from '@/lib/analytics';
import type { QuizQuestion } from './types';

const QUIZ_ACTIVITY = 'Retirement persona quiz';

/**
 * The quiz as a self-service process (SPEC.md "Self Service Started, Step and Completed"):
 * step labels, positions and the persona only, never anything personal.
 */
function report(stage: SelfServiceStage, companyId: string, label: string, value: string) {
  pushEvent(
    selfService(stage, {
      processStepLabel: label,
      processStepValue: value,
      settingUsed: companyId,
      ActivityName: QUIZ_ACTIVITY,
      SessionSettings: 'SPA',
    }),
  );
}

/**
 * Every step of the quiz (start, next, back, completion) moves through here, and so do its
 * self-service analytics events.
 */
export function useQuizTransitions(companyId: string) {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      started: () => {
        report('Started', companyId, 'Quiz welcome', 'start');
      },
      answered: (question: QuizQuestion, position: number, total: number) => {
        report('Step', companyId, question['jcr:title'], `${String(position)} of ${String(total)}`);
      },
      completed: (animal: string) => {
        report('Completed', companyId, 'Action plan', animal);
      },
      toQuestion: (question: QuizQuestion) =>
        void navigate(paths.quizStep(companyId, question['jcr:title'])),
      toActionPlan: () => void navigate(paths.actionPlan(companyId)),
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
