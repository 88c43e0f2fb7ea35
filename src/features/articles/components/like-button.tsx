import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavoriteBorderIcon, FavoriteIcon } from '@/components/icons';
import { QueryError } from '@/components/query-error';
import { failedWithoutData } from '@/lib/query-failure';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { articleQueries, updateLike } from '../api/article-queries';
import { articleLikeToggled, selectIsLiked } from '../articles-slice';
import type { LikeAction } from '../types';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A toggle (aria-pressed) backed by the rating calls: the like update goes to the service, and
 * only when it succeeds does the article enter or leave likedArticles (SPEC.md "Articles").
 */
export function LikeButton({ articleId }: { articleId: string }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const liked = useAppSelector((state) => selectIsLiked(state, articleId));
  const rating = useQuery(articleQueries.rating(articleId));
  // isPending reaches the handler only after a re-render, so two presses in one event-loop
  // turn (a fast double tap) would both pass it; the ref closes that gap.
  const saving = useRef(false);
  const like = useMutation({
    mutationFn: (action: LikeAction) => updateLike(articleId, action),
    onSuccess: (result) => {
      dispatch(articleLikeToggled(articleId));
      queryClient.setQueryData(articleQueries.rating(articleId).queryKey, result);
    },
    onSettled: () => {
      saving.current = false;
    },
  });
  // The count becomes a live region when the participant presses Like, before the answer
  // changes it: arriving with the page, a live count was read out over the page's start.
  const [pressed, setPressed] = useState(false);
  const toggle = () => {
    // Ignored rather than disabled while saving, so keyboard focus stays on the button.
    if (saving.current) return;
    saving.current = true;
    setPressed(true);
    like.mutate(liked ? 'UNLIKE' : 'LIKE');
  };
  const count = rating.data?.count;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant={liked ? 'contained' : 'outlined'}
          aria-pressed={liked}
          aria-busy={like.isPending}
          onClick={toggle}
          startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        >
          <FormattedMessage id="articles.like.button" />
        </Button>
        <Typography
          variant="body2"
          role={pressed ? 'status' : undefined}
          sx={{ color: 'text.secondary' }}
        >
          {liked && <FormattedMessage id="articles.like.youLiked" />}
          {liked && count !== undefined && ' '}
          {count !== undefined && <FormattedMessage id="articles.like.count" values={{ count }} />}
        </Typography>
      </Box>
      {/* A failed like says so first: its retry is the like itself. A failed count says so too,
          rather than leaving the count out without a word or a way to ask again. */}
      {like.isError ? (
        <QueryError compact onRetry={toggle} />
      ) : (
        failedWithoutData(rating) && <QueryError compact onRetry={() => void rating.refetch()} />
      )}
    </Box>
  );
}
