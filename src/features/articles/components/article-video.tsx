import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { HEADER_HEIGHT } from '@/config/constants';
import { VIDEO_ANCHOR } from '../types';
import { useIntl } from 'react-intl';

/** Room left above and below the player where it lands under the header. */
const PLAYER_GAP = 16;

/**
 * The screen's height less the header and the gaps, in the small viewport unit: a phone's
 * browser toolbar, when shown, does not hide the controls' bar.
 */
function playerMaxHeight(header: number) {
  return `max(10rem, calc(100svh - ${String(header + 2 * PLAYER_GAP)}px))`;
}

/**
 * A video article's player: the browser's own controls (keyboard and screen-reader ready),
 * English captions on by default, and the poster until played. Nothing of the video is fetched
 * before the participant presses play (preload none), and it never starts by itself. The 16:9
 * box is reserved before the poster arrives, so nothing below it moves. A file that does not
 * arrive (a dropped connection, a missing file) fails on its source, where the player shows
 * nothing and play waits for good: the error message says so, and its retry plays again.
 * Captions that do not arrive leave the player without them and without a word: a note under the
 * player (a status, since it comes while the video plays) says so.
 */
export function ArticleVideo({
  title,
  videoPath,
  captionsPath,
  posterPath,
}: {
  title: string;
  /** All three already passed the safe-url allow-list (the article schema's cmsUrl). */
  videoPath: string;
  captionsPath?: string;
  posterPath?: string;
}) {
  const intl = useIntl();
  const player = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [captionsFailed, setCaptionsFailed] = useState(false);
  const captions = useRef<HTMLTrackElement>(null);
  // Chromium keeps a captions track's cues registered with the document (for ::cue styles) until
  // the track leaves its player. Removed with its page, the player kept its track, and the track
  // kept the whole article, a few hundred nodes for each video opened, for as long as the tab
  // lived. Once the player is gone its track is taken out too, which lets them all go. It waits a
  // task: the player may leave the document only after this cleanup (Preact runs it first), and
  // a player still in it (a remount in development) keeps its captions.
  useEffect(() => {
    const video = player.current;
    const track = captions.current;
    if (!video || !track) return;
    return () => {
      setTimeout(() => {
        if (!video.isConnected) track.remove();
      });
    };
  }, [captionsPath]);
  const retry = () => {
    setFailed(false);
    const video = player.current;
    if (!video) return;
    // A source that failed is not asked for again until the player starts over.
    video.load();
    // A new failure shows on the source again; play's promise does not settle then.
    video.play().catch(() => undefined);
  };
  return (
    <>
      <Box
        component="video"
        ref={player}
        id={VIDEO_ANCHOR}
        controls
        preload="none"
        poster={posterPath}
        aria-label={intl.formatMessage({ id: 'articles.video.label' }, { title })}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          bgcolor: '#16232e',
          // Rounder corners (the pictures' 48 px) would clip the native controls' bar.
          borderRadius: '16px',
          // Opened at #video, the player lands a little below the sticky header (the page's scroll
          // padding keeps it from under it).
          scrollMarginTop: `${String(PLAYER_GAP)}px`,
          // On a short screen (a phone held sideways) a full-width 16:9 player ran past the
          // screen's bottom with its controls' bar: it fits below the header, letterboxed, yet
          // never so small that the bar crowds the picture.
          maxHeight: {
            xs: playerMaxHeight(HEADER_HEIGHT.mobile),
            lg: playerMaxHeight(HEADER_HEIGHT.desktop),
          },
        }}
      >
        <source
          src={videoPath}
          type="video/webm"
          onError={() => {
            setFailed(true);
          }}
        />
        {captionsPath && (
          <track
            ref={captions}
            kind="captions"
            srcLang="en"
            label={intl.formatMessage({ id: 'articles.video.captions' })}
            default
            src={captionsPath}
            onError={() => {
              setCaptionsFailed(true);
            }}
          />
        )}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: captionsFailed ? 1 : 0 }}>
        {captionsFailed && intl.formatMessage({ id: 'articles.video.captionsFailed' })}
      </Typography>
      {failed && <QueryError onRetry={retry} />}
    </>
  );
}
