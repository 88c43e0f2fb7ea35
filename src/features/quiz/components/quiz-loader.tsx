import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useContentAudience } from '@/app/hooks';
import { PageHeading } from '@/components/page-heading';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { failedWithoutData } from '@/lib/query-failure';
import { quizQueries } from '../api/quiz-queries';
import type { QuizConfig } from '../types';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Loads the quiz for the page's company and renders children with it. A failed call shows the
 * default message with a retry in place of the page; the stored answers are untouched. Whether
 * the page sends the participant on depends on the quiz, so its page view waits for it too.
 */
export function QuizLoader({
  companyId,
  children,
  pageView,
  redirect,
  emptyRedirect,
  documentTitle,
}: {
  companyId: string;
  children: (quiz: QuizConfig) => ReactNode;
  /**
   * What reports the page view: rendered once the page shows (never for a redirect), at one
   * place whatever it shows, so a retry that restores the page is not a second view.
   */
  pageView: ReactNode;
  /** Where the page sends the participant instead of showing, if it does. */
  redirect?: (quiz: QuizConfig) => string | undefined;
  /** Where to go instead of the "not available" notice when the quiz has no questions. */
  emptyRedirect?: string;
  /**
   * The page's name in the document title when the quiz does not show (failed, or none): a
   * question's address is not the welcome's, though neither can say more without the quiz.
   */
  documentTitle?: string;
}) {
  const { language, segment } = useContentAudience();
  const quiz = useQuery(quizQueries.config({ companyId, language, segment }));
  const intl = useIntl();
  if (quiz.isPending)
    return <PageLoader label={intl.formatMessage({ id: 'quiz.loader.loading' })} />;
  // The quiz already loaded stays when a later refetch fails: a participant mid-quiz keeps the
  // question on screen.
  const shown = quiz.data?.children_questions.length ? quiz.data : undefined;
  const to = quiz.data === undefined ? undefined : shown ? redirect?.(shown) : emptyRedirect;
  if (to !== undefined) return <Navigate to={to} replace />;
  return (
    <>
      {pageView}
      {shown ? (
        children(shown)
      ) : (
        <Container sx={{ py: { xs: 5, md: 8 }, maxWidth: 820 }}>
          <PageHeading documentTitle={documentTitle}>
            {intl.formatMessage({ id: 'quiz.loader.title' })}
          </PageHeading>
          {failedWithoutData(quiz) ? (
            <QueryError onRetry={() => void quiz.refetch()} />
          ) : (
            <Typography sx={{ mt: 3 }}>
              <FormattedMessage id="quiz.loader.unavailable" />
            </Typography>
          )}
        </Container>
      )}
    </>
  );
}
