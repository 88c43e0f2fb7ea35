import { Navigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { QuizWelcome } from '@/features/quiz/components/quiz-welcome';
import { resumeTarget } from '@/features/quiz/quiz-rules';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/use-company';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';

export function Component() {
  const { companyId } = useCompany();
  const answers = useAppSelector(selectAnswers);
  return (
    <QuizLoader companyId={companyId}>
      {(quiz) => {
        const target = resumeTarget(quiz, answers);
        if (target.kind === 'question') {
          return <Navigate to={paths.quizStep(companyId, target.question['jcr:title'])} replace />;
        }
        if (target.kind === 'action-plan')
          return <Navigate to={paths.actionPlan(companyId)} replace />;
        return <QuizWelcome quiz={quiz} companyId={companyId} />;
      }}
    </QuizLoader>
  );
}
