import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useContentAudience } from '@/app/hooks';
import { PageHeading } from '@/components/page-heading';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { quizQueries } from '../api/quiz-queries';
import type { QuizConfig } from '../types';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Loads the quiz for the page's company and renders children with it. A failed call shows the
 * default message with a retry in place of the page; the stored answers are untouched.
 */
export function QuizLoader({
  companyId,
  children,
  whenEmpty,
}: {
  companyId: string;
  children: (quiz: QuizConfig) => ReactNode;
  /** Shown instead of the "not available" notice when the quiz has no questions. */
  whenEmpty?: ReactNode;
}) {
  const { language, segment } = useContentAudience();
  const quiz = useQuery(quizQueries.config({ companyId, language, segment }));
  const intl = useIntl();
  if (quiz.isPending)
    return <PageLoader label={intl.formatMessage({ id: 'quiz.loader.loading' })} />;
  if (quiz.isSuccess && quiz.data.children_questions.length === 0 && whenEmpty) return whenEmpty;
  if (quiz.isError || quiz.data.children_questions.length === 0) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: 820 }}>
        <PageHeading>{intl.formatMessage({ id: 'quiz.loader.title' })}</PageHeading>
        {quiz.isError ? (
          <QueryError onRetry={() => void quiz.refetch()} />
        ) : (
          <Typography sx={{ mt: 3 }}>
            <FormattedMessage id="quiz.loader.unavailable" />
          </Typography>
        )}
      </Container>
    );
  }
  return children(quiz.data);
}
