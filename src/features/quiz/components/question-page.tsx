import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GridList } from '@/components/grid-list';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { InLanguage } from '@/components/in-language';
import { VisuallyHidden } from '@/components/visually-hidden';
import { ChangingText } from '@/components/changing-text';
import { animalArticlesCleared } from '@/features/animal/animal-slice';
import { answerSaved, selectAnswers, type StoredAnswer } from '../quiz-answers-slice';
import {
  answerFor,
  buildAnswer,
  canGoNext,
  cardLimit,
  isBackDisabled,
  isCardDisabled,
  toggleCard,
  withAnswer,
} from '../quiz-rules';
import type { QuizConfig, QuizOption, QuizQuestion } from '../types';
import { useQuizCompletion } from '../use-persona';
import { useDelayedStep, useQuizTransitions } from '../use-quiz-transitions';
import { QuizProgress } from './quiz-progress';
import { ResultLoader } from './result-loader';
import { FormattedMessage, useIntl } from 'react-intl';
import { Picture } from '@/components/picture';

const optionText = (option: QuizOption) => option.optionLabel ?? option.title ?? '';

function initialSelection(question: QuizQuestion, stored: StoredAnswer | undefined): number[] {
  if (!stored) return [];
  if (question.questionType === 'card')
    return stored.cardSelections ?? [stored.questionOptionIndex];
  return [stored.questionOptionIndex];
}

/** One question of the quiz (SPEC.md "Question page", "Card question", "Button question"). */
export function QuestionPage({
  quiz,
  index,
  companyId,
  draft,
  onDraftChange,
}: {
  quiz: QuizConfig;
  index: number;
  companyId: string;
  /** What was chosen on this question before the page was shown again, not yet sent. */
  draft: number[] | undefined;
  onDraftChange: (selected: number[]) => void;
}) {
  const questions = quiz.children_questions;
  const question = questions[index];
  const answers = useAppSelector(selectAnswers);
  const dispatch = useAppDispatch();
  const transitions = useQuizTransitions(companyId);
  const { pending, run } = useDelayedStep();
  const completion = useQuizCompletion(quiz, companyId);
  const [selected, setSelected] = useState<number[]>(
    () => draft ?? (question ? initialSelection(question, answerFor(quiz, answers, index)) : []),
  );
  const choose = (next: number[]) => {
    setSelected(next);
    onDraftChange(next);
  };
  const intl = useIntl();
  if (!question) return null;

  const total = questions.length;
  const next = questions[index + 1];
  const previous = questions[index - 1];

  /** Saves at once, so nothing is lost, and moves on after the delay. */
  const submit = (choice: readonly number[]) => {
    const answer = buildAnswer(question, index, choice);
    if (!answer || pending) return;
    dispatch(answerSaved(answer));
    dispatch(animalArticlesCleared());
    transitions.answered(question, index + 1, total);
    const all = withAnswer(answers, answer);
    run(() => {
      if (next) transitions.toQuestion(next);
      else void completion.finish(all);
    });
  };
  const back = () => {
    if (previous) run(() => transitions.toQuestion(previous));
  };

  const heading = (
    <PageHeading
      variant="h2"
      documentTitle={intl.formatMessage(
        { id: 'quiz.question.documentTitle' },
        { title: question.title, step: index + 1, total },
      )}
    >
      <FormattedMessage
        id="quiz.question.heading"
        values={{
          step: index + 1,
          total,
          // A quiz in another language than the page's marks its own texts (quiz.language).
          title: (
            <InLanguage component="span" language={quiz.language}>
              {question.title}
            </InLanguage>
          ),
          hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
        }}
      />
    </PageHeading>
  );

  if (completion.status === 'loading') {
    return (
      <Container sx={{ py: { xs: 4, md: 8 }, maxWidth: 960 }}>
        <FocusOnMount>
          <ResultLoader />
        </FocusOnMount>
      </Container>
    );
  }

  return (
    <Box
      sx={{
        background: question.backgroundImage
          ? `url("${encodeURI(question.backgroundImage)}") center / cover no-repeat`
          : undefined,
        // The question reads on the page's own colour, the picture showing around it: the CMS
        // may send any picture, and on a dark one the heading and its hints were all but gone.
        py: question.backgroundImage ? { xs: 2, md: 5 } : 0,
      }}
    >
      <Container
        sx={{
          py: { xs: 4, md: 7 },
          maxWidth: 960,
          ...(question.backgroundImage && {
            bgcolor: 'background.default',
            borderRadius: { xs: 3, md: 4 },
            width: { xs: 'calc(100% - 16px)', md: '100%' },
          }),
        }}
      >
        <QuizProgress step={index + 1} total={total} />
        <Box sx={{ mt: { xs: 3, md: 4 } }}>{heading}</Box>
        {question.subtitle && (
          <Typography
            lang={quiz.language}
            sx={{ mt: 1.5, color: 'text.secondary', fontSize: '1.0625rem' }}
          >
            {question.subtitle}
          </Typography>
        )}
        {completion.status === 'error' && <QueryError onRetry={completion.retry} />}
        <Box sx={{ mt: 4 }}>
          {question.questionType === 'card' ? (
            <CardOptions
              question={question}
              language={quiz.language}
              selected={selected}
              onToggle={(i) => {
                // The answer was saved at Next: a change now would show a choice not kept.
                if (pending) return;
                choose(toggleCard(selected, i, cardLimit(question)));
              }}
            />
          ) : (
            <ButtonOptions
              question={question}
              language={quiz.language}
              selected={selected}
              onChoose={(i) => {
                if (pending) return;
                choose([i]);
                submit([i]);
              }}
            />
          )}
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Button variant="outlined" disabled={isBackDisabled(index)} onClick={back}>
            <FormattedMessage id="quiz.question.back" />
          </Button>
          <Button
            variant="contained"
            disabled={!canGoNext(selected)}
            aria-busy={pending || undefined}
            onClick={() => submit(selected)}
          >
            <FormattedMessage id="quiz.question.next" />
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function FocusOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Box ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      {children}
    </Box>
  );
}

function ButtonOptions({
  question,
  language,
  selected,
  onChoose,
}: {
  question: QuizQuestion;
  language: string | undefined;
  selected: readonly number[];
  onChoose: (index: number) => void;
}) {
  return (
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, maxWidth: 640 }}>
      {question.children_options.map((option, i) => {
        const chosen = selected.includes(i);
        return (
          // Options are chosen by position; two may share a CMS id.
          <li key={`${String(i)}-${option['jcr:uuid']}`}>
            <Button
              fullWidth
              size="large"
              variant={chosen ? 'contained' : 'outlined'}
              aria-pressed={chosen}
              lang={language}
              onClick={() => onChoose(i)}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                borderRadius: 3,
                py: 1.75,
                px: 3,
                borderWidth: 2,
                '&:hover': { borderWidth: 2 },
                bgcolor: chosen ? undefined : 'background.paper',
              }}
            >
              {optionText(option)}
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}

function CardOptions({
  question,
  language,
  selected,
  onToggle,
}: {
  question: QuizQuestion;
  language: string | undefined;
  selected: readonly number[];
  onToggle: (index: number) => void;
}) {
  const limit = cardLimit(question);
  const options = question.children_options;
  const intl = useIntl();
  const hint =
    limit < options.length
      ? intl.formatMessage({ id: 'quiz.question.chooseUpTo' }, { limit })
      : intl.formatMessage({ id: 'quiz.question.chooseAny' });
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 2 }}>
        {hint}{' '}
        <Box component="span" role="status" sx={{ color: 'text.secondary' }}>
          <ChangingText>
            {intl.formatMessage({ id: 'quiz.question.selected' }, { count: selected.length })}
          </ChangingText>
        </Box>
      </Typography>
      <GridList
        columns={{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }}
        gap={{ xs: 1.5, sm: 2 }}
        data-testid="card-grid"
      >
        {options.map((option, i) => {
          const chosen = selected.includes(i);
          const disabled = isCardDisabled(selected, i, limit);
          return (
            <li key={`${String(i)}-${option['jcr:uuid']}`}>
              <ButtonBase
                aria-pressed={chosen}
                disabled={disabled}
                onClick={() => onToggle(i)}
                focusRipple
                sx={(theme) => ({
                  width: '100%',
                  height: '100%',
                  minHeight: 150,
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                  borderRadius: 3,
                  border: 2,
                  borderColor: chosen ? 'primary.main' : 'divider',
                  bgcolor: chosen ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                  position: 'relative',
                  transition: 'border-color 120ms, background-color 120ms',
                  '&:hover': { borderColor: 'primary.main' },
                  '&.Mui-disabled': { opacity: 0.45 },
                })}
              >
                {chosen && (
                  <Box
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 8,
                      right: 8,
                      width: 24,
                      height: 24,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontSize: 14,
                      fontWeight: 700,
                    }}
                  >
                    ✓
                  </Box>
                )}
                {option.thumbnailPath && (
                  <Picture
                    src={option.thumbnailPath}
                    fallback={null}
                    alt=""
                    width={72}
                    height={72}
                    // A CMS picture of any shape fits the square undistorted.
                    sx={{ width: 72, height: 72, objectFit: 'contain' }}
                  />
                )}
                <Typography
                  component="span"
                  lang={language}
                  sx={{ fontWeight: 700, textAlign: 'center' }}
                >
                  {optionText(option)}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </GridList>
    </>
  );
}
