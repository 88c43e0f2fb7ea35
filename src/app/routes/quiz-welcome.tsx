import { paths } from '@/config/routes';
import { PageViewReport } from '@/features/analytics/page-view-report';
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
    <QuizLoader
      companyId={companyId}
      pageView={<PageViewReport />}
      redirect={(quiz) => {
        const target = resumeTarget(quiz, answers);
        if (target.kind === 'question') {
          return paths.quizStep(companyId, target.question['jcr:title']);
        }
        return target.kind === 'action-plan' ? paths.actionPlan(companyId) : undefined;
      }}
    >
      {(quiz) => <QuizWelcome quiz={quiz} companyId={companyId} />}
    </QuizLoader>
  );
}
