import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/routes';
import { QuestionPage } from '@/features/quiz/components/question-page';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { nextUnansweredIndex } from '@/features/quiz/quiz-rules';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';

export function Component() {
  const { companyId } = useCompany();
  const { step = '' } = useParams();
  const answers = useAppSelector(selectAnswers);
  return (
    <QuizLoader companyId={companyId}>
      {(quiz) => {
        const questions = quiz.children_questions;
        const index = questions.findIndex((q) => q['jcr:title'] === step);
        if (index === -1) return <NotFoundPage />;
        // Questions are answered in order: a later one opens only after those before it.
        const open = nextUnansweredIndex(quiz, answers) ?? questions.length - 1;
        const resume = questions[open];
        if (index > open && resume) {
          return <Navigate to={paths.quizStep(companyId, resume['jcr:title'])} replace />;
        }
        // A new question is a new page: its heading takes focus and its choices start fresh.
        return <QuestionPage key={step} quiz={quiz} index={index} companyId={companyId} />;
      }}
    </QuizLoader>
  );
}
