import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CmsImage } from '@/components/cms-image';
import { Deferred } from '@/components/deferred';
import { PageHeading } from '@/components/page-heading';
import { SafeHtml } from '@/components/safe-html';
import { SmartLink } from '@/components/smart-link';
import { ChevronLeftIcon, ScheduleIcon } from '@/components/icons';
import { contentLocale } from '@/config/content-scope';
import { paths } from '@/config/routes';
import type { Article } from '../types';
import { InLanguage } from '@/components/in-language';
import { lengthText } from './article-card';
import { ArticleVideo, type CaptionsLanguage, type CaptionsTrack } from './article-video';
import { BadgeList } from './badge-list';
import { LikeButton } from './like-button';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The captions a video article offers: its own, in its language (the page's, unless the service
 * sent the English article), on by default; then, for a translated article, the English
 * original's. Without its own, a translated article plays with the English ones.
 */
function captionsTracks(article: Article, pageLanguage: string): CaptionsTrack[] {
  const own: CaptionsLanguage = article.language === 'en' || pageLanguage !== 'es' ? 'en' : 'es';
  const tracks: CaptionsTrack[] = [];
  if (article.captionsPath) tracks.push({ language: own, src: article.captionsPath });
  if (
    own !== 'en' &&
    article.englishCaptionsPath &&
    article.englishCaptionsPath !== article.captionsPath
  ) {
    tracks.push({ language: 'en', src: article.englishCaptionsPath });
  }
  return tracks;
}

/**
 * The article: title as the page's h1, sanitised content, length, tags, badges and Like. The
 * body (sanitising it is the page's biggest task) follows the title and image in a deferred
 * render, so the image, the page's largest element, paints first. A video article shows its
 * player in the image's place, with the transcript (its body) below; without a video to play it
 * shows the plain picture, never a play icon that cannot play.
 */
export function ArticleView({ article, companyId }: { article: Article; companyId: string }) {
  const image = article.imagePath;
  const intl = useIntl();
  const length = lengthText(article, intl);
  const video = article.articleType === 'video';
  // The list parsers drop an article without a title, but one opened by its address still shows
  // its body: its h1 (and the document's title) then name what it is, in the page's language.
  const untitled = article.title.trim() === '';
  const title = untitled
    ? intl.formatMessage({ id: video ? 'articles.view.video' : 'articles.view.article' })
    : article.title;
  return (
    <Box component="article">
      <SmartLink
        href={paths.getTheFacts(companyId)}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}
      >
        <ChevronLeftIcon sx={{ fontSize: 20 }} />
        <FormattedMessage id="articles.view.backToFacts" />
      </SmartLink>
      <BadgeList badges={article.badges} language={article.language} />
      <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700, mt: 2, mb: 1 }}>
        {video && intl.formatMessage({ id: 'articles.view.video' })}
        {video && article.topics.length > 0 && ' · '}
        <InLanguage language={article.language} component="span">
          {article.topics.join(' · ')}
        </InLanguage>
      </Typography>
      <InLanguage language={article.language}>
        <PageHeading lang={untitled ? intl.locale : undefined}>{title}</PageHeading>
        {article.description && (
          <Typography sx={{ mt: 2, fontSize: '1.2rem', color: 'text.secondary' }}>
            {article.description}
          </Typography>
        )}
      </InLanguage>
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          color: 'text.secondary',
        }}
      >
        {length && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleIcon sx={{ fontSize: 20 }} />
            {length}
          </Box>
        )}
        {article.influencer && article.influencerProfile && (
          <span>
            <FormattedMessage
              id="articles.view.guestVoice"
              values={{
                name: article.influencerProfile.name,
                role: article.influencerProfile.role && (
                  <>
                    {', '}
                    <InLanguage language={article.language} component="span">
                      {article.influencerProfile.role}
                    </InLanguage>
                  </>
                ),
                b: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </span>
        )}
      </Box>
      {video && article.videoPath ? (
        <Box sx={{ mt: 3 }}>
          <ArticleVideo
            title={title}
            videoPath={article.videoPath}
            captions={captionsTracks(article, contentLocale(intl.locale).language)}
            posterPath={article.posterPath}
          />
        </Box>
      ) : (
        image && (
          // The picture's alt text is the article's, in the article's language.
          <Box sx={{ mt: 3 }} lang={article.language}>
            <CmsImage
              src={image}
              alt={article.imageAltText ?? ''}
              width={800}
              height={450}
              lead
              sx={{ borderRadius: 4 }}
            />
          </Box>
        )
      )}
      <Deferred>
        <SafeHtml
          lang={article.language}
          html={article.content}
          sx={{
            mt: 4,
            fontSize: '1.0625rem',
            '& h2': { typography: 'h3', mt: 4, mb: 1.5 },
            '& h3': { typography: 'h4', mt: 3, mb: 1 },
            '& ul': { pl: 3, mb: 2 },
            '& li': { mb: 1 },
          }}
        />
        {article.topics.length > 0 && (
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'articles.view.tags' })}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {article.topics.map((topic) => (
              <Box
                component="li"
                key={topic}
                lang={article.language}
                sx={{
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 999,
                  bgcolor: 'background.default',
                  border: 1,
                  borderColor: 'divider',
                  fontSize: '0.875rem',
                }}
              >
                {topic}
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
            <FormattedMessage id="articles.view.helpful" />
          </Typography>
          <LikeButton articleId={article.id} />
        </Box>
      </Deferred>
    </Box>
  );
}
