import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { HEADER_HEIGHT } from '@/config/constants';
import { VIDEO_ANCHOR } from '@/config/routes';
import { logger } from '@/lib/logger';
import { useIntl } from 'react-intl';

export type CaptionsLanguage = 'en' | 'es';

/** One captions file the player offers, in its language. */
export interface CaptionsTrack {
  language: CaptionsLanguage;
  src: string;
}

/** Each language as the player's captions menu names it: in its own words, on any page. */
const CAPTIONS_LABELS = {
  en: 'articles.video.captions.en',
  es: 'articles.video.captions.es',
} as const;

/** Room left above and below the player where it lands under the header. */
const PLAYER_GAP = 16;

/**
 * The captions' text size: the body text's 16 px at least (in rem, so a larger browser text size
 * enlarges it too), growing with the screen up to 22 px, the browser's own size on the widest
 * player.
 */
const CAPTIONS_FONT_SIZE = 'clamp(1rem, 2.5vw, 1.375rem)';

/**
 * The screen's height less the header and the gaps, in the small viewport unit: a phone's
 * browser toolbar, when shown, does not hide the controls' bar.
 */
function playerMaxHeight(header: number) {
  return `max(10rem, calc(100svh - ${String(header + 2 * PLAYER_GAP)}px))`;
}

/**
 * A video article's player: the browser's own controls (keyboard and screen-reader ready),
 * captions on by default in the first language offered (the article's), and the poster until
 * played. Nothing of the video is fetched before the participant presses play (preload none),
 * and it never starts by itself. The 16:9 box is reserved before the poster arrives, so nothing
 * below it moves. A file that does not arrive (a dropped connection, a missing file) fails on
 * its source, where the player shows nothing and play waits for good: the error message says
 * so, and its retry plays again. Captions that do not arrive leave the player without them
 * and without a word: the next language offered takes their place (a Spanish page's English
 * captions), and where none is left a note under the player (a status, since it comes while the
 * video plays) says so.
 */
export function ArticleVideo({
  title,
  videoPath,
  captions,
  posterPath,
}: {
  title: string;
  /** All of these already passed the safe-url allow-list (the article schema's cmsUrl). */
  videoPath: string;
  /** The captions in the order the player offers them, the one on by default first. */
  captions: readonly CaptionsTrack[];
  posterPath?: string;
}) {
  const intl = useIntl();
  const player = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [failedCaptions, setFailedCaptions] = useState<readonly string[]>([]);
  // A track that failed leaves the player's menu, where it would offer blank captions.
  const offered = captions.filter((track) => !failedCaptions.includes(track.src));
  const captionsFailed = captions.length > 0 && offered.length === 0;
  // Captions from another host (a content service apart from the app) load only for a player that
  // asks for its files with CORS, as the app's calls to that host do.
  const crossOrigin = captions.some(
    (track) => new URL(track.src, window.location.href).origin !== window.location.origin,
  );
  // Chromium keeps a captions track's cues registered with the document (for ::cue styles) until
  // the track leaves its player. Removed with its page, the player kept its tracks, and a track
  // kept the whole article, a few hundred nodes for each video opened, for as long as the tab
  // lived. Once the player is gone its tracks are taken out too, which lets them all go. It waits
  // a task: the player may leave the document only after this cleanup (Preact runs it first),
  // and a player still in it (a remount in development) keeps its captions.
  useEffect(() => {
    const video = player.current;
    if (!video) return;
    return () => {
      setTimeout(() => {
        if (video.isConnected) return;
        for (const track of video.querySelectorAll('track')) track.remove();
      });
    };
  }, []);
  // A track's error event neither bubbles nor reaches React's onError on a <track>, so the
  // player hears it on its way down, by capture. In the commit that puts the tracks in (a
  // layout effect): a passive one could come after a track had already failed, unheard.
  useLayoutEffect(() => {
    const video = player.current;
    if (!video) return;
    const onTrackError = (event: Event) => {
      const failedTrack = event.target;
      if (!(failedTrack instanceof HTMLTrackElement)) return;
      const src = failedTrack.getAttribute('src') ?? '';
      setFailedCaptions((srcs) => [...srcs, src]);
      logger.warn('Captions failed to load', { src });
      const next = failedTrack.nextElementSibling;
      // The default attribute is read only as the player first picks its captions, so where the
      // captions on by default fail the next language is switched on by hand.
      if (!failedTrack.default || !(next instanceof HTMLTrackElement)) return;
      for (const track of video.textTracks) {
        if (track.language === next.srclang) track.mode = 'showing';
      }
    };
    video.addEventListener('error', onTrackError, true);
    return () => {
      video.removeEventListener('error', onTrackError, true);
    };
  }, []);
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
        {...(crossOrigin && { crossOrigin: 'anonymous' as const })}
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
          // Chromium sizes captions at 5% of the player's height: 10 px on a phone's 200 px tall
          // player. Their colours stay the browser's: a dark, nearly opaque box that forced
          // colours replace with the system's.
          '&::cue': { fontSize: CAPTIONS_FONT_SIZE },
        }}
      >
        <source
          src={videoPath}
          type="video/webm"
          onError={() => {
            setFailed(true);
            logger.warn('Video failed to load', { src: videoPath });
          }}
        />
        {offered.map((track, index) => (
          <track
            key={track.src}
            kind="captions"
            srcLang={track.language}
            label={intl.formatMessage({ id: CAPTIONS_LABELS[track.language] })}
            default={index === 0}
            src={track.src}
          />
        ))}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: captionsFailed ? 1 : 0 }}>
        {captionsFailed && intl.formatMessage({ id: 'articles.video.captionsFailed' })}
      </Typography>
      {failed && <QueryError onRetry={retry} />}
    </>
  );
}
