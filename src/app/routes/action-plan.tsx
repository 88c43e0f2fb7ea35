import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ActionPlan } from '@/features/action-plan/components/action-plan';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { answeredQuestions, isQuizComplete } from '@/features/quiz/quiz-rules';
import type { QuizConfig } from '@/features/quiz/types';
import { usePersona } from '@/features/quiz/use-persona';
import { ReminderBlock } from '@/features/reminder/components/reminder-block';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/company-context';

function Plan({ quiz }: { quiz: QuizConfig }) {
  const { companyId, config } = useCompany();
  const answers = useAppSelector((state) => state.quizAnswers.answers);
  const persona = usePersona(quiz);
  return (
    <ActionPlan
      quiz={quiz}
      answered={answeredQuestions(quiz, answers)}
      persona={persona}
      companyId={companyId}
      contributionButton={<ContributionButton config={config} size="large" />}
      renderReminder={(section) => (
        <ReminderBlock
          config={config}
          text={section.reminderText}
          ctaLabel={section.reminderCtaLabel}
        />
      )}
    />
  );
}

export function Component() {
  const { companyId } = useCompany();
  const answers = useAppSelector((state) => state.quizAnswers.answers);
  return (
    <QuizLoader companyId={companyId} whenEmpty={<Navigate to={paths.quiz(companyId)} replace />}>
      {(quiz) =>
        isQuizComplete(quiz, answers) ? (
          <Plan quiz={quiz} />
        ) : (
          <Navigate to={paths.quiz(companyId)} replace />
        )
      }
    </QuizLoader>
  );
}
