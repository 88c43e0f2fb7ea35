import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PageViewReport } from '@/features/analytics/page-view-report';
import { QuestionPage } from '@/features/quiz/components/question-page';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { nextUnansweredIndex } from '@/features/quiz/quiz-rules';
import type { QuizConfig } from '@/features/quiz/types';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';

/**
 * The question a step names. A step typed or linked in another case ("PRIORITIES") names the same
 * question rather than not-found; the page then moves to the question's own address.
 */
function stepIndex(quiz: QuizConfig, step: string) {
  const questions = quiz.children_questions;
  const exact = questions.findIndex((q) => q['jcr:title'] === step);
  if (exact !== -1) return exact;
  const folded = step.toLowerCase();
  return questions.findIndex((q) => q['jcr:title'].toLowerCase() === folded);
}

export function Component() {
  const { companyId } = useCompany();
  const { step = '' } = useParams();
  const answers = useAppSelector(selectAnswers);
  // The cards chosen on this step and not yet sent with Next live here, above the loader: a
  // language switch shows the loader while the quiz comes in the new language, which unmounts
  // the question page, and the option indexes are the same in both languages.
  const [draft, setDraft] = useState<{ step: string; selected: number[] }>();
  const intl = useIntl();
  return (
    <QuizLoader
      companyId={companyId}
      pageView={<PageViewReport />}
      documentTitle={intl.formatMessage({ id: 'quiz.loader.questionTitle' })}
      redirect={(quiz) => {
        const index = stepIndex(quiz, step);
        // Questions are answered in order: a later one opens only after those before it.
        const open = nextUnansweredIndex(quiz, answers) ?? quiz.children_questions.length - 1;
        const resume = quiz.children_questions[open];
        if (index > open && resume) return paths.quizStep(companyId, resume['jcr:title']);
        const title = quiz.children_questions[index]?.['jcr:title'];
        return title !== undefined && title !== step ? paths.quizStep(companyId, title) : undefined;
      }}
    >
      {(quiz) => {
        const index = stepIndex(quiz, step);
        if (index === -1) return <NotFoundPage />;
        // A new question is a new page: its heading takes focus and its choices start afresh
        // (from the saved answer, or the draft a language switch kept).
        return (
          <QuestionPage
            key={step}
            quiz={quiz}
            index={index}
            companyId={companyId}
            draft={draft?.step === step ? draft.selected : undefined}
            onDraftChange={(selected) => {
              setDraft({ step, selected });
            }}
          />
        );
      }}
    </QuizLoader>
  );
}
