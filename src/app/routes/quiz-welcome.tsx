import { paths } from '@/config/routes';
import { selectRetakenPlan } from '@/features/action-plan/action-plan-slice';
import { RetakeUndo } from '@/features/action-plan/components/retake-undo';
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
  const retakenPlan = useAppSelector(selectRetakenPlan);
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
      {(quiz) => (
        <QuizWelcome
          quiz={quiz}
          companyId={companyId}
          notice={
            retakenPlan &&
            answers.length === 0 && <RetakeUndo plan={retakenPlan} companyId={companyId} />
          }
        />
      )}
    </QuizLoader>
  );
}
