import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CopyLink } from '@/components/copy-link';
import { Deferred } from '@/components/deferred';
import { LazyPart } from '@/components/lazy-part';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { FOCUS_OUTLINE_COLOR_VAR } from '@/config/constants';
import { contentLocale } from '@/config/content-scope';
import { absoluteUrl, paths } from '@/config/routes';
import { animalArticlesCleared } from '@/features/animal/animal-slice';
import { ANIMAL_NAMES, type PersonaProperties } from '@/features/animal/types';
import { selectCompanySetting } from '@/features/flags/flags-slice';
import { quizReset, selectAnswers } from '@/features/quiz/quiz-answers-slice';
import type { ActionPlanConfig, AnsweredQuestion, QuizConfig } from '@/features/quiz/types';
import { buildPlan, type PlanSection } from '../action-plan-model';
import type { CardLabels } from './action-card';
import { PlanSectionBlock, stepAnchor } from './plan-section';
import { selectAnimal, selectSegment } from '@/features/user/user-slice';
import { planRetaken, selectDoneSteps, stepDoneToggled } from '../action-plan-slice';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { InLanguage } from '@/components/in-language';
import { ChangingText } from '@/components/changing-text';
import type { MessageId } from '@/lib/i18n/message-ids';
import { PICTURE_PLACEHOLDER_COLOUR, Picture } from '@/components/picture';

// The email form (and its text field) loads only for companies where the flag is on.
const EmailActionPlan = lazyWithPreload(
  () => import('./email-action-plan'),
  (module) => module.EmailActionPlan,
);

export interface PersonaState {
  persona: PersonaProperties | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

export interface ActionPlanProps {
  quiz: QuizConfig;
  answered: AnsweredQuestion[];
  /**
   * The persona card (PersonaCard with the caller's persona state). The caller renders it, so the
   * persona's arrival re-renders the card alone, not the whole plan.
   */
  personaCard: ReactNode;
  companyId: string;
  /** The contribution button, from the contribution feature. */
  contributionButton?: ReactNode;
  /** The reminder block of a section with showReminder, from the reminder feature. */
  renderReminder?: (config: ActionPlanConfig) => ReactNode;
  /** The company config's enableEmailMyActionPlan. */
  emailOffered?: boolean;
  /** Something the participant should know about this plan, under its introduction. */
  notice?: ReactNode;
}

function cardLabels(quiz: QuizConfig, intl: IntlShape): CardLabels {
  const t = (id: MessageId) => intl.formatMessage({ id });
  // A label from the quiz is in the quiz's language; the app's own is in the page's.
  const from = (text: string | undefined) => (text ? quiz.language : undefined);
  return {
    articleEyebrow: quiz.featuredArticleEyebrow ?? t('actionPlan.card.articleEyebrow'),
    videoEyebrow: quiz.featuredVideoEyebrow ?? t('actionPlan.card.videoEyebrow'),
    articleCta: quiz.articleCtaLabel ?? t('actionPlan.card.articleCta'),
    videoCta: quiz.videoCtaLabel ?? t('actionPlan.card.videoCta'),
    articleMinutes: quiz.articleMinuteText ?? t('actionPlan.card.articleMinutes'),
    videoMinutes: quiz.videoMinuteText ?? t('actionPlan.card.videoMinutes'),
    articleImage: quiz.articleBackgroundImagePath,
    videoImage: quiz.videoBackgroundImagePath,
    languages: {
      articleEyebrow: from(quiz.featuredArticleEyebrow),
      videoEyebrow: from(quiz.featuredVideoEyebrow),
      articleCta: from(quiz.articleCtaLabel),
      videoCta: from(quiz.videoCtaLabel),
      articleMinutes: from(quiz.articleMinuteText),
      videoMinutes: from(quiz.videoMinuteText),
      article: quiz.language,
    },
  };
}

/** The personalised action plan (SPEC.md "Action plan"). */
export function ActionPlan({
  quiz,
  answered,
  personaCard,
  companyId,
  contributionButton,
  renderReminder,
  emailOffered,
  notice,
}: ActionPlanProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const emailEnabled = useAppSelector((state) =>
    selectCompanySetting(state, 'enableEmailMyActionPlan', emailOffered),
  );
  const segment = useAppSelector(selectSegment);
  const animal = useAppSelector(selectAnimal);
  // The same plan, labels and toggle on every render: ticking one step re-renders this page for
  // its count, and only that step's block (memo) with it, not every step's cards.
  const plan = useMemo(() => buildPlan(quiz, answered), [quiz, answered]);
  const [firstStep] = plan.sections;
  const doneSteps = useAppSelector(selectDoneSteps);
  const storedAnswers = useAppSelector(selectAnswers);
  const doneCount = plan.sections.filter((section) => doneSteps.includes(section.key)).length;
  const intl = useIntl();
  const labels = useMemo(() => cardLabels(quiz, intl), [quiz, intl]);
  const toggleDone = useCallback((key: string) => dispatch(stepDoneToggled(key)), [dispatch]);
  const { language } = contentLocale(usePageLanguage());
  const planUrl = absoluteUrl(paths.actionPlan(companyId, language));

  const retake = () => {
    dispatch(planRetaken(storedAnswers));
    dispatch(quizReset());
    // No answers, no persona: its texts are no one's until the quiz is taken again.
    dispatch(animalArticlesCleared());
    void navigate(paths.quiz(companyId));
  };

  return (
    <>
      <Box
        sx={{
          background: (theme) =>
            `linear-gradient(160deg, ${theme.palette.background.paper} 30%, #e7eef3 100%)`,
          py: { xs: 5, md: 8 },
        }}
      >
        <Container
          sx={{
            display: 'grid',
            columnGap: { md: 6 },
            rowGap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
            // A phone's first screen leads with the first next step, then the persona.
            gridTemplateAreas: {
              xs: '"intro" "first" "persona" "actions"',
              md: '"intro persona" "first persona" "actions persona"',
            },
            gridTemplateRows: { md: 'auto auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridArea: 'intro' }}>
            {/* A quiz in another language than the page's marks its own texts (quiz.language). */}
            <PageHeading lang={quiz.actionPlanTitle ? quiz.language : undefined}>
              {quiz.actionPlanTitle ?? intl.formatMessage({ id: 'actionPlan.page.defaultTitle' })}
            </PageHeading>
            {quiz.actionPlanDescription && (
              <Typography
                lang={quiz.language}
                sx={{ mt: 2, fontSize: '1.125rem', color: 'text.secondary' }}
              >
                {quiz.actionPlanDescription}
              </Typography>
            )}
            {notice}
          </Box>
          {firstStep && (
            <Box sx={{ gridArea: 'first' }}>
              <FirstStep section={firstStep} language={quiz.language} />
            </Box>
          )}
          <Box sx={{ gridArea: 'persona' }}>{personaCard}</Box>
          <Box
            sx={{
              gridArea: 'actions',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
            }}
          >
            <Button
              variant="outlined"
              lang={quiz.actionPlanRetakeLabel ? quiz.language : undefined}
              onClick={retake}
            >
              {quiz.actionPlanRetakeLabel ?? intl.formatMessage({ id: 'actionPlan.page.retake' })}
            </Button>
            {emailEnabled && (
              <LazyPart>
                <EmailActionPlan
                  plan={{
                    companyId,
                    segment,
                    personaAnimal: animal,
                    actionPlanUrl: planUrl,
                    selections: answered.map((a) => ({
                      questionUuid: a.question['jcr:uuid'],
                      optionUuids: a.options.map((o) => o['jcr:uuid']),
                    })),
                  }}
                />
              </LazyPart>
            )}
            <CopyLink url={planUrl} />
          </Box>
        </Container>
      </Box>

      {/* Below the first screen on a phone: rendered after the top of the plan has painted. */}
      <Deferred>
        {plan.bullets.length > 0 && (
          <Container sx={{ py: { xs: 5, md: 7 } }}>
            {quiz.actionPlanSubtitle && (
              <Typography variant="h2" lang={quiz.language}>
                {quiz.actionPlanSubtitle}
              </Typography>
            )}
            {quiz.actionPlanBulletLabel && (
              <Typography lang={quiz.language} sx={{ mt: 1.5, fontWeight: 600 }}>
                {quiz.actionPlanBulletLabel}
              </Typography>
            )}
            <Box
              component="ul"
              data-testid="plan-bullets"
              sx={{
                mt: 2,
                pl: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {plan.bullets.map((bullet) => (
                <Box
                  component="li"
                  key={bullet}
                  lang={quiz.language}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    p: 2,
                    borderRadius: 1.5,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      mt: 0.75,
                      flex: '0 0 auto',
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                    }}
                  />
                  {bullet}
                </Box>
              ))}
            </Box>
          </Container>
        )}

        {plan.sections.length > 0 && (
          <Container sx={{ pt: { xs: 3, md: 4 } }}>
            {/* Polite, so ticking a step is announced without moving focus. */}
            <Typography role="status" sx={{ fontWeight: 700 }}>
              <ChangingText>
                {intl.formatMessage(
                  { id: 'actionPlan.page.doneCount' },
                  { done: doneCount, total: plan.sections.length },
                )}
              </ChangingText>
            </Typography>
          </Container>
        )}
        {/* One task per step: each is a short render of its own on a phone. */}
        {plan.sections.map((section, i) => (
          <Deferred key={section.key}>
            <PlanSectionBlock
              section={section}
              number={i + 1}
              language={quiz.language}
              labels={labels}
              companyId={companyId}
              renderReminder={renderReminder}
              done={doneSteps.includes(section.key)}
              onDoneChange={toggleDone}
            />
          </Deferred>
        ))}

        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            // The theme's dark focus outline vanishes on the brand's colour: it takes the text's.
            [FOCUS_OUTLINE_COLOR_VAR]: (theme) => theme.palette.primary.contrastText,
            py: { xs: 5, md: 7 },
          }}
        >
          <Container sx={{ maxWidth: 820 }}>
            {quiz.actionPlanFooterTitle && (
              <Typography variant="h2" lang={quiz.language}>
                {quiz.actionPlanFooterTitle}
              </Typography>
            )}
            {quiz.actionPlanFooterDescription && (
              <SafeHtml
                html={quiz.actionPlanFooterDescription}
                lang={quiz.language}
                sx={{ mt: 2, '& a': { color: 'inherit', textDecoration: 'underline' } }}
              />
            )}
            {contributionButton && (
              <Box
                sx={{
                  mt: 3,
                  // The closing call to action must read as a button on the brand's own colour.
                  '& .MuiButton-root': {
                    bgcolor: 'background.paper',
                    color: 'primary.main',
                    '&:hover': { bgcolor: 'grey.100' },
                  },
                }}
              >
                {contributionButton}
              </Box>
            )}
          </Container>
        </Box>
      </Deferred>
    </>
  );
}

/**
 * The plan's first next step at its top, so it leads: its own action is the page's one filled
 * button (the CMS's call to action, or a jump to the step itself).
 */
function FirstStep({
  section,
  language,
}: {
  section: PlanSection;
  /** The quiz's language when it is not the page's (quiz.language). */
  language: string | undefined;
}) {
  const { config } = section;
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}
    >
      <Typography id={labelId} variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="actionPlan.first.label" />
      </Typography>
      <Typography
        variant="h3"
        component="p"
        lang={language}
        sx={{ fontSize: '1.25rem', fontWeight: 700 }}
      >
        {config.title}
      </Typography>
      <SmartLink
        href={config.ctaLabel && config.ctaUrl ? config.ctaUrl : `#${stepAnchor(1)}`}
        variant="button"
        buttonVariant="contained"
        sx={{ mt: 2 }}
      >
        {config.ctaLabel && config.ctaUrl ? (
          <InLanguage component="span" language={language}>
            {config.ctaLabel}
          </InLanguage>
        ) : (
          <FormattedMessage id="actionPlan.first.goToStep" />
        )}
      </SmartLink>
    </Paper>
  );
}

/** The user's retirement persona: a skeleton while it loads, an error with a retry, or the card. */
export function PersonaCard({ state }: { state: PersonaState }) {
  const { persona } = state;
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={intl.formatMessage({ id: 'actionPlan.persona.label' })}
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 4 }}
    >
      {state.isError && !persona ? (
        <QueryError onRetry={state.retry} compact />
      ) : !persona ? (
        <Box aria-busy="true">
          <Skeleton variant="circular" width={160} height={160} />
          <Skeleton variant="text" height={48} sx={{ mt: 2 }} />
          <Skeleton variant="text" height={96} />
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            columnGap: 3,
            rowGap: { xs: 2, sm: 0 },
            // On a phone the picture sits beside the name, so the persona fits the first screen.
            gridTemplateColumns: { xs: '88px 1fr', sm: '160px 1fr' },
            gridTemplateAreas: { xs: '"image head" "body body"', sm: '"image head" "image body"' },
            alignItems: { xs: 'center', sm: 'start' },
          }}
        >
          {persona.imagePath && (
            <Picture
              src={persona.imagePath}
              alt={persona.imageAltTag ?? ''}
              width={160}
              height={160}
              sx={{
                gridArea: 'image',
                width: { xs: 88, sm: 160 },
                height: { xs: 88, sm: 160 },
                borderRadius: '50%',
                // A persona picture of another shape is cropped to the circle, not squeezed into it.
                objectFit: 'cover',
                bgcolor: PICTURE_PLACEHOLDER_COLOUR,
              }}
            />
          )}
          <Box sx={{ gridArea: 'head' }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="actionPlan.persona.label" />
            </Typography>
            <Typography variant="h2" data-testid="persona-name">
              {persona.personaName ?? intl.formatMessage({ id: ANIMAL_NAMES[persona.animal] })}
            </Typography>
          </Box>
          <Box sx={{ gridArea: 'body' }}>
            {persona.description && (
              <Typography sx={{ mt: { sm: 1.5 } }}>{persona.description}</Typography>
            )}
            {persona.bullets.length > 0 && (
              <Box component="ul" sx={{ mt: 2, mb: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
                {persona.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
