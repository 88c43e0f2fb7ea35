import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/config/routes';
import { PageViewReport } from '@/features/analytics/page-view-report';
import { ActionPlan, PersonaCard } from '@/features/action-plan/components/action-plan';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { QuizLoader } from '@/features/quiz/components/quiz-loader';
import { answeredQuestions, isQuizComplete } from '@/features/quiz/quiz-rules';
import type { QuizConfig } from '@/features/quiz/types';
import { usePersona } from '@/features/quiz/use-persona';
import { ReminderBlock } from '@/features/reminder/components/reminder-block';
import { useAppSelector } from '../hooks';
import { useCompany } from '../layout/use-company';
import { selectAnswers } from '@/features/quiz/quiz-answers-slice';
import { selectAnswersNotSaved } from '@/features/ui/local-save-slice';

/** The persona's own component: when it arrives, only the card renders again. */
function Persona({ quiz }: { quiz: QuizConfig }) {
  return <PersonaCard state={usePersona(quiz)} />;
}

function Plan({ quiz }: { quiz: QuizConfig }) {
  const { companyId, config } = useCompany();
  const answers = useAppSelector(selectAnswers);
  const notSaved = useAppSelector(selectAnswersNotSaved);
  return (
    <ActionPlan
      quiz={quiz}
      answered={answeredQuestions(quiz, answers)}
      personaCard={<Persona quiz={quiz} />}
      companyId={companyId}
      emailOffered={config.enableEmailMyActionPlan}
      notice={
        notSaved && (
          // Part of the page, not an interruption: it is read with the plan, not over it.
          <Alert severity="warning" role="none" sx={{ mt: 2 }}>
            <FormattedMessage id="actionPlan.page.notSaved" />
          </Alert>
        )
      }
      contributionButton={<ContributionButton config={config} size="large" />}
      renderReminder={(section) => (
        <ReminderBlock
          config={config}
          text={section.reminderText}
          ctaLabel={section.reminderCtaLabel}
          language={quiz.language}
        />
      )}
    />
  );
}

export function Component() {
  const { companyId } = useCompany();
  const answers = useAppSelector(selectAnswers);
  return (
    <QuizLoader
      companyId={companyId}
      pageView={<PageViewReport />}
      emptyRedirect={paths.quiz(companyId)}
      redirect={(quiz) => (isQuizComplete(quiz, answers) ? undefined : paths.quiz(companyId))}
    >
      {(quiz) => <Plan quiz={quiz} />}
    </QuizLoader>
  );
}
