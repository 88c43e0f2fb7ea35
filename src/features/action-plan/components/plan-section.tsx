import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { memo, useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { InLanguage } from '@/components/in-language';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { ActionPlanConfig, ArticleReference } from '@/features/quiz/types';
import type { PlanSection } from '../action-plan-model';
import { ActionCard, type CardLabels } from './action-card';
import { FormattedMessage } from 'react-intl';
import { Picture } from '@/components/picture';

const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

function CardList({
  articles,
  labels,
  companyId,
  id,
}: {
  articles: ArticleReference[];
  labels: CardLabels;
  companyId: string;
  id?: string;
}) {
  return (
    <Box component="ul" id={id} sx={cardGridSx}>
      {articles.map((article) => (
        <li key={article.articleId}>
          <ActionCard article={article} labels={labels} companyId={companyId} />
        </li>
      ))}
    </Box>
  );
}

/** The id of a step's section, so the plan's top can link to it. */
export function stepAnchor(number: number): string {
  return `step-${String(number)}`;
}

/** One "Your next steps" block (SPEC.md "Action plan"), on an alternating background. */
export const PlanSectionBlock = memo(function PlanSectionBlock({
  section,
  number,
  language,
  labels,
  companyId,
  renderReminder,
  done,
  onDoneChange,
}: {
  section: PlanSection;
  number: number;
  /** The quiz's language when it is not the page's (quiz.language): the section's texts are in it. */
  language?: string;
  labels: CardLabels;
  companyId: string;
  renderReminder?: (config: ActionPlanConfig) => ReactNode;
  /** Whether the participant has marked this step as done. */
  done: boolean;
  /** Called with the section's key. */
  onDoneChange: (key: string) => void;
}) {
  const { config, articles, moreArticles } = section;
  const headingId = useId();
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const shaded = number % 2 === 1;

  return (
    <Box
      component="section"
      id={stepAnchor(number)}
      aria-labelledby={headingId}
      data-testid="plan-section"
      sx={{
        bgcolor: shaded ? 'background.paper' : 'background.default',
        py: { xs: 5, md: 7 },
      }}
    >
      <Container>
        <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              width: { xs: 40, md: 52 },
              height: { xs: 40, md: 52 },
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: { xs: '1.125rem', md: '1.375rem' },
            }}
          >
            {number}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id="actionPlan.section.nextSteps" />
            </Typography>
            <Typography variant="h2" id={headingId}>
              <FormattedMessage
                id="actionPlan.section.heading"
                values={{
                  number,
                  // A quiz in another language than the page's marks its own texts.
                  title: (
                    <InLanguage component="span" language={language}>
                      {config.title ?? ''}
                    </InLanguage>
                  ),
                  hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                }}
              />
            </Typography>
            {config.showSectionBulletPoint && config.bulletPoint && (
              <Typography lang={language} sx={{ mt: 1, fontWeight: 600, color: 'primary.main' }}>
                {config.bulletPoint}
              </Typography>
            )}
            {config.content && (
              <SafeHtml html={config.content} lang={language} sx={{ mt: 2, maxWidth: 760 }} />
            )}
            {config.ctaLabel && config.ctaUrl && (
              <SmartLink href={config.ctaUrl} variant="button" sx={{ mt: 1 }}>
                <InLanguage component="span" language={language}>
                  {config.ctaLabel}
                </InLanguage>
              </SmartLink>
            )}
            <Box sx={{ mt: 1.5 }}>
              <FormControlLabel
                control={<Checkbox checked={done} onChange={() => onDoneChange(section.key)} />}
                label={<FormattedMessage id="actionPlan.section.markDone" />}
              />
            </Box>
          </Box>
        </Box>

        {config.staticImagePath ? (
          // The picture's description and caption are both the quiz's.
          <Box component="figure" lang={language} sx={{ m: 0, mt: 4, maxWidth: 720 }}>
            <Picture
              loading="lazy"
              src={config.staticImagePath}
              alt={config.staticImageAltTag ?? ''}
              width={720}
              height={320}
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3 }}
            />
            {config.staticTitle && (
              <Typography component="figcaption" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {config.staticTitle}
              </Typography>
            )}
          </Box>
        ) : (
          articles.length + moreArticles.length > 0 && (
            <Box sx={{ mt: 4 }}>
              <CardList articles={articles} labels={labels} companyId={companyId} />
              {moreArticles.length > 0 && (
                <>
                  {expanded && (
                    <Box sx={{ mt: 2.5 }}>
                      <CardList
                        id={moreId}
                        articles={moreArticles}
                        labels={labels}
                        companyId={companyId}
                      />
                    </Box>
                  )}
                  <Button
                    variant="text"
                    aria-expanded={expanded}
                    aria-controls={expanded ? moreId : undefined}
                    onClick={() => setExpanded((open) => !open)}
                    endIcon={
                      <ChevronDownIcon
                        sx={{ transform: expanded ? 'rotate(180deg)' : undefined }}
                      />
                    }
                    sx={{ mt: 2 }}
                  >
                    <FormattedMessage
                      id={expanded ? 'actionPlan.section.showLess' : 'actionPlan.section.showMore'}
                    />
                  </Button>
                </>
              )}
            </Box>
          )
        )}

        {config.showReminder && renderReminder && (
          <Box data-testid="reminder-slot" sx={{ mt: 4 }}>
            {renderReminder(config)}
          </Box>
        )}
      </Container>
    </Box>
  );
});
