import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon, FavoriteIcon, PlayCircleIcon, ScheduleIcon } from '@/components/icons';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/paths';
import { safeUrl } from '@/lib/safe-url';
import { useAppSelector } from '@/app/hooks';
import type { ArticleSummary } from '../types';
import { BadgeList } from './badge-list';

export function lengthText(article: Pick<ArticleSummary, 'length' | 'articleType'>): string | null {
  if (!article.length) return null;
  return `${String(article.length)} min ${article.articleType === 'video' ? 'watch' : 'read'}`;
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
  const read = useAppSelector((state) => state.articles.readArticles.includes(article.id));
  const liked = useAppSelector((state) => state.articles.likedArticles.includes(article.id));
  const image = safeUrl(article.imagePath);
  const length = lengthText(article);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 4,
        overflow: 'hidden',
        transition: 'box-shadow 150ms ease, transform 150ms ease',
        '&:hover': { boxShadow: '0 6px 20px rgba(22,35,46,0.12)', transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: '0 6px 20px rgba(22,35,46,0.12)' },
      }}
    >
      {image && (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={image}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
            }}
          />
          {article.articleType === 'video' && (
            <PlayCircleIcon
              sx={{
                position: 'absolute',
                inset: 0,
                m: 'auto',
                fontSize: 56,
                color: '#fff',
                filter: 'drop-shadow(0 2px 6px rgba(0,0,0,0.45))',
              }}
            />
          )}
        </Box>
      )}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BadgeList badges={article.badges} />
        <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {[article.articleType === 'video' ? 'Video' : null, ...article.topics]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="h4" component={headingLevel}>
          <SmartLink
            href={paths.article(companyId, article.id, article.title)}
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
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
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
              Read
            </Box>
          )}
          {liked && (
            <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
              <FavoriteIcon sx={{ fontSize: 18 }} />
              Liked
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}
