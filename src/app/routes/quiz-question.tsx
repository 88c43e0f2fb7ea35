import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PageViewReport } from '@/features/analytics/page-view-report';
import { QuestionPage } from '@/features/quiz/components/question-page';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { stepIndex, stepRedirect } from '@/features/quiz/quiz-rules';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';

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
        const target = stepRedirect(quiz, step, answers);
        return target === undefined ? undefined : paths.quizStep(companyId, target);
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
