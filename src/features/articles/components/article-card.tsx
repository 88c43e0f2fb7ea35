import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CmsImage } from '@/components/cms-image';
import { MediaCard } from '@/components/media-card';
import { CheckCircleIcon, FavoriteIcon, ScheduleIcon } from '@/components/icons';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { InLanguage } from '@/components/in-language';
import { useAppSelector } from '@/app/hooks';
import type { ArticleSummary } from '../types';
import { BadgeList } from './badge-list';
import { selectIsLiked, selectIsRead } from '../articles-slice';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

export function lengthText(
  article: Pick<ArticleSummary, 'length' | 'articleType'>,
  intl: IntlShape,
): string | null {
  if (!article.length) return null;
  return intl.formatMessage(
    { id: article.articleType === 'video' ? 'articles.length.watch' : 'articles.length.read' },
    { minutes: article.length },
  );
}

/** An article in a list: picture, badges, title link, length, and whether it is read or liked. */
export function ArticleCard({
  article,
  companyId,
  headingLevel = 'h2',
}: {
  article: ArticleSummary;
  companyId: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const read = useAppSelector((state) => selectIsRead(state, article.id));
  const liked = useAppSelector((state) => selectIsLiked(state, article.id));
  const image = article.imagePath;
  const intl = useIntl();
  const length = lengthText(article, intl);
  const video = article.articleType === 'video';
  return (
    <MediaCard
      media={
        image && (
          <CmsImage
            src={image}
            alt=""
            width={480}
            height={270}
            playBadge={video ? 'small' : undefined}
          />
        )
      }
      sx={{
        position: 'relative',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: '0 6px 20px rgba(22,35,46,0.12)', transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: '0 6px 20px rgba(22,35,46,0.12)' },
      }}
    >
      <BadgeList badges={article.badges} language={article.language} />
      <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {video && intl.formatMessage({ id: 'articles.view.video' })}
        {video && article.topics.length > 0 && ' · '}
        <InLanguage language={article.language} component="span">
          {article.topics.join(' · ')}
        </InLanguage>
      </Typography>
      {/* An article the service has only in English (marked so) is read as English. */}
      <Typography variant="h4" component={headingLevel} lang={article.language}>
        <SmartLink
          // The whole card, play picture included, is this link: a video opens at its player.
          href={(video ? paths.articleVideo : paths.article)(companyId, article.id, article.title)}
          underline="hover"
          sx={{
            color: 'text.primary',
            // The whole card is the link's target area.
            '&::after': { content: '""', position: 'absolute', inset: 0 },
          }}
        >
          {article.title}
        </SmartLink>
      </Typography>
      {article.description && (
        <Typography variant="body2" lang={article.language} sx={{ color: 'text.secondary' }}>
          {article.description}
        </Typography>
      )}
      <Box
        sx={{
          mt: 'auto',
          pt: 1,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          color: 'text.secondary',
          fontSize: '0.875rem',
          '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
        }}
      >
        {length && (
          <span>
            <ScheduleIcon sx={{ fontSize: 18 }} />
            {length}
          </span>
        )}
        {read && (
          <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
            <CheckCircleIcon sx={{ fontSize: 18 }} />
            <FormattedMessage id="articles.card.read" />
          </Box>
        )}
        {liked && (
          <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
            <FavoriteIcon sx={{ fontSize: 18 }} />
            <FormattedMessage id="articles.card.liked" />
          </Box>
        )}
      </Box>
    </MediaCard>
  );
}
