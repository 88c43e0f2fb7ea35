import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PlayIcon } from '@/components/icons';
import { InLanguage } from '@/components/in-language';
import { SmartLink } from '@/components/smart-link';
import { KEEP_TOGETHER_IN_PRINT } from '@/config/constants';
import { paths } from '@/config/routes';
import type { ArticleReference } from '@/features/quiz/types';
import { useIntl } from 'react-intl';
import { PICTURE_PLACEHOLDER_COLOUR, Picture } from '@/components/picture';

/** Card labels from the quiz definition (eyebrow, CTA and minute text per card type). */
export interface CardLabels {
  articleEyebrow: string;
  videoEyebrow: string;
  articleCta: string;
  videoCta: string;
  articleMinutes: string;
  videoMinutes: string;
  articleImage?: string;
  videoImage?: string;
  /**
   * The language of each label from the quiz and of the quiz's article references (`article`:
   * titles and picture descriptions), when it is not the page's (quiz.language); a label from
   * the app's catalog has none.
   */
  languages?: Partial<
    Record<
      | 'articleEyebrow'
      | 'videoEyebrow'
      | 'articleCta'
      | 'videoCta'
      | 'articleMinutes'
      | 'videoMinutes'
      | 'article',
      string
    >
  >;
}

/** SPEC.md section 9: card images are 160 px tall. */
const CARD_IMAGE_HEIGHT = 160;

/**
 * An action card (SPEC.md "Action plan"): image, eyebrow, title and minutes, with a CTA; a video
 * card plays from its image, which carries a play icon, instead of a CTA.
 */
export function ActionCard({
  article,
  labels,
  companyId,
}: {
  article: ArticleReference;
  labels: CardLabels;
  companyId: string;
}) {
  const intl = useIntl();
  const isVideo = article.articleType === 'video';
  const href = paths.article(companyId, article.articleId, article.title);
  const image = article.imagePath ?? (isVideo ? labels.videoImage : labels.articleImage);
  const languages = labels.languages ?? {};
  const unit = isVideo ? labels.videoMinutes : labels.articleMinutes;
  const unitLanguage = isVideo ? languages.videoMinutes : languages.articleMinutes;
  const minutes =
    article.length === undefined
      ? undefined
      : intl.formatMessage(
          { id: 'actionPlan.card.minutes' },
          {
            minutes: article.length,
            unit: unitLanguage ? (
              <InLanguage component="span" language={unitLanguage}>
                {unit}
              </InLanguage>
            ) : (
              unit
            ),
          },
        );
  const ctaFor = (cta: string) =>
    intl.formatMessage({ id: 'actionPlan.card.ctaFor' }, { cta, title: article.title });
  const ctaLanguage = isVideo ? languages.videoCta : languages.articleCta;
  // The link's name, "{cta}: {title}", is read in one language: the quiz's when both its parts
  // are the quiz's; the page's when the call to action is the app's own.
  const linkLanguage = ctaLanguage && ctaLanguage === languages.article ? ctaLanguage : undefined;
  const alt = isVideo ? '' : (article.imageAltTag ?? '');

  const picture = image ? (
    <Picture
      loading="lazy"
      src={image}
      alt={alt}
      lang={alt ? languages.article : undefined}
      width={400}
      height={CARD_IMAGE_HEIGHT}
      sx={{
        display: 'block',
        width: '100%',
        height: CARD_IMAGE_HEIGHT,
        objectFit: 'cover',
        bgcolor: PICTURE_PLACEHOLDER_COLOUR,
      }}
    />
  ) : (
    <Box sx={{ height: CARD_IMAGE_HEIGHT, bgcolor: PICTURE_PLACEHOLDER_COLOUR }} />
  );

  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        height: '100%',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        ...KEEP_TOGETHER_IN_PRINT,
      }}
    >
      {isVideo ? (
        <SmartLink
          href={paths.articleVideo(companyId, article.articleId, article.title)}
          aria-label={ctaFor(labels.videoCta)}
          lang={linkLanguage}
          sx={{
            display: 'block',
            position: 'relative',
            '&:hover .play': { transform: 'scale(1.08)' },
          }}
        >
          {picture}
          <Box
            className="play"
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              m: 'auto',
              width: 64,
              height: 64,
              borderRadius: '50%',
              bgcolor: 'rgba(22, 35, 46, 0.78)',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              transition: 'transform 120ms',
            }}
          >
            <PlayIcon sx={{ fontSize: 36 }} />
          </Box>
        </SmartLink>
      ) : (
        picture
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography
          variant="overline"
          lang={isVideo ? languages.videoEyebrow : languages.articleEyebrow}
          sx={{ color: 'primary.main', lineHeight: 1.4, py: 0 }}
        >
          {isVideo ? labels.videoEyebrow : labels.articleEyebrow}
        </Typography>
        <Typography variant="h3" lang={languages.article} sx={{ fontSize: '1.125rem' }}>
          {article.title}
        </Typography>
        {minutes && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {minutes}
          </Typography>
        )}
        {!isVideo && (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <SmartLink
              href={href}
              variant="button"
              buttonVariant="outlined"
              size="small"
              aria-label={ctaFor(labels.articleCta)}
              lang={linkLanguage}
            >
              <InLanguage component="span" language={linkLanguage ? undefined : ctaLanguage}>
                {labels.articleCta}
              </InLanguage>
            </SmartLink>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
