import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { PageHeading } from '@/components/page-heading';
import { selectAnswers } from '../quiz-answers-slice';
import type { QuizConfig } from '../types';
import { useDelayedStep, useQuizTransitions } from '../use-quiz-transitions';
import { useIntl } from 'react-intl';
import { Picture } from '@/components/picture';
import { FORCED_COLORS_QUERY } from '@/config/constants';

/** SPEC.md "Quiz welcome": title, description, start button, length note, speech balloon. */
export function QuizWelcome({
  quiz,
  companyId,
  notice,
}: {
  quiz: QuizConfig;
  companyId: string;
  /** Under the description: what the page that sent the participant here has to say. */
  notice?: ReactNode;
}) {
  const transitions = useQuizTransitions(companyId);
  const intl = useIntl();
  const { pending, run } = useDelayedStep();
  const first = quiz.children_questions[0];
  // The welcome shows to a participant with answers only when none of them fits the quiz any
  // more: the CMS has changed it since. Home still greets them as returning, so say why they
  // are asked again.
  const quizChanged = useAppSelector(selectAnswers).length > 0 && first !== undefined;

  return (
    <Box
      sx={{
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.background.default} 40%, #e7eef3 100%)`,
      }}
    >
      <Container
        sx={{
          py: { xs: 5, md: 10 },
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          {/* A quiz in another language than the page's marks its own texts (quiz.language). */}
          <PageHeading lang={quiz.title ? quiz.language : undefined}>
            {quiz.title ?? intl.formatMessage({ id: 'quiz.welcome.defaultTitle' })}
          </PageHeading>
          {quiz.description && (
            <Typography
              lang={quiz.language}
              sx={{ mt: 2, fontSize: '1.125rem', color: 'text.secondary', maxWidth: 560 }}
            >
              {quiz.description}
            </Typography>
          )}
          {notice}
          {quizChanged && (
            <Alert severity="info" role="none" sx={{ mt: 3, maxWidth: 560 }}>
              {intl.formatMessage({ id: 'quiz.welcome.quizChanged' })}
            </Alert>
          )}
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="contained"
              size="large"
              disabled={!first}
              lang={quiz.cta ? quiz.language : undefined}
              aria-busy={pending || undefined}
              onClick={() => {
                // A double click starts the quiz once: the second press must not report it again.
                if (!first || pending) return;
                transitions.started();
                run(() => {
                  transitions.toQuestion(first);
                });
              }}
              sx={{ px: 4 }}
            >
              {quiz.cta ?? intl.formatMessage({ id: 'quiz.welcome.defaultCta' })}
            </Button>
            {quiz.quizLengthNote && (
              <Typography
                variant="body2"
                lang={quiz.language}
                sx={{ color: 'text.secondary', fontWeight: 600 }}
              >
                {quiz.quizLengthNote}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ position: 'relative', maxWidth: 480, mx: 'auto', width: '100%' }}>
          {quiz.tooltipText && (
            <Typography
              component="p"
              lang={quiz.language}
              sx={{
                // On a phone the balloon sits above the picture, its tail on the owl below: laid
                // over the picture it covered the owl's head.
                position: { xs: 'relative', md: 'absolute' },
                top: { md: 0 },
                right: { md: -16 },
                width: { xs: 'fit-content' },
                ml: { xs: 'auto' },
                mr: { xs: 2, md: 0 },
                mb: { xs: 1.5, md: 0 },
                zIndex: 1,
                px: 2.5,
                py: 1.5,
                maxWidth: 220,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontWeight: 700,
                borderRadius: 4,
                boxShadow: 2,
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  bottom: -10,
                  left: 28,
                  borderWidth: '12px 10px 0 10px',
                  borderStyle: 'solid',
                  borderColor: (theme) =>
                    `${theme.palette.secondary.main} transparent transparent transparent`,
                },
                // Forced colours drop the fill and the shadow that made it a balloon, and drew its
                // tail as a stray bar below the words: the words stand alone there. (An outline
                // made it a pill like the button beside it.)
                [`@media ${FORCED_COLORS_QUERY}`]: { '&::after': { display: 'none' } },
              }}
            >
              {quiz.tooltipText}
            </Typography>
          )}
          {quiz.splashBackgroundImagePath && (
            <Picture
              src={quiz.splashBackgroundImagePath}
              fallback={null}
              alt=""
              width={480}
              height={400}
              sx={{ display: 'block', width: '100%', height: 'auto' }}
            />
          )}
        </Box>
      </Container>
    </Box>
  );
}
