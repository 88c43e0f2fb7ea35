import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server, serveArticleInEnglishOnly } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { configureHttp } from '@/lib/http';
import { setLogSink, type LogEntry } from '@/lib/logger';

const COMPOUND = '6f1c2a10-0011-4a7e-9b1d-aa0000000011';
const COMPOUND_TITLE = 'The power of compound growth';
const MATCH = '6f1c2a10-0002-4a7e-9b1d-aa0000000002';
const MATCH_TITLE = "Don't leave free money on the table: your employer match";
const MEDIA = `/media/videos/${COMPOUND}`;
/** A deployment's content service on a host of its own. */
const CONTENT_HOST = 'https://content.example';
const COMPOUND_PICTURE = '/images/articles/compound-growth.svg';

async function openArticle(id: string, title: string) {
  const view = renderApp(`/generic/articles/${id}/any-slug`);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return view;
}

const attributes = (element: Element | null | undefined) =>
  element ? Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])) : undefined;

/**
 * The article's player and picture as attribute records. <video>, <source> and <track> have no
 * ARIA role (and the decorative picture is hidden from roles), so they are read from the DOM,
 * here only.
 */
function media() {
  /* eslint-disable testing-library/no-node-access -- no roles to query these by */
  // The page's own article comes first; Read next's cards follow it.
  const [article] = screen.getAllByRole('article');
  const video = article?.querySelector('video');
  return {
    video,
    player: attributes(video),
    source: attributes(video?.querySelector('source')),
    track: attributes(video?.querySelector('track')),
    tracks: [...(video?.querySelectorAll('track') ?? [])].map(attributes),
    picture: attributes(article?.querySelector('img')),
  };
  /* eslint-enable testing-library/no-node-access */
}

describe('article page: video', { timeout: 30_000 }, () => {
  it('plays a video article with the native player, captions and poster, transcript below', async () => {
    await openArticle(COMPOUND, COMPOUND_TITLE);
    const { video, player, source, track, picture } = media();
    expect(player).toEqual({
      id: 'video',
      class: expect.any(String) as string,
      controls: '',
      preload: 'none',
      poster: `${MEDIA}-poster.webp`,
      'aria-label': `Video: ${COMPOUND_TITLE}`,
    });
    expect(source).toEqual({ src: `${MEDIA}.webm`, type: 'video/webm' });
    expect(track).toEqual({
      kind: 'captions',
      srclang: 'en',
      label: 'English',
      default: '',
      src: `${MEDIA}.vtt`,
    });
    // The player takes the picture's place; the transcript (the body) follows it.
    expect(picture).toBeUndefined();
    const transcript = await screen.findByRole('heading', { level: 2, name: 'Video transcript' });
    expect(video?.compareDocumentPosition(transcript)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("reads the player's files on the content service's own host, and asks for them with CORS", async () => {
    configureHttp({ baseUrl: CONTENT_HOST });
    try {
      await openArticle(COMPOUND, COMPOUND_TITLE);
      const { player, source, track } = media();
      expect(player).toMatchObject({
        crossorigin: 'anonymous',
        poster: `${CONTENT_HOST}${MEDIA}-poster.webp`,
      });
      expect(source).toMatchObject({ src: `${CONTENT_HOST}${MEDIA}.webm` });
      expect(track).toMatchObject({ src: `${CONTENT_HOST}${MEDIA}.vtt` });
    } finally {
      configureHttp({ baseUrl: '' });
    }
  });

  it('shows a plain article its picture and no player', async () => {
    await openArticle(MATCH, MATCH_TITLE);
    const { player, picture } = media();
    expect(player).toBeUndefined();
    expect(picture).toMatchObject({ src: '/images/articles/employer-match.svg' });
  });

  it('drops unsafe media URLs at the boundary', async () => {
    const serve = (paths: Record<string, string>) => {
      server.use(
        http.get(`*/po/content/articles/${COMPOUND}`, () =>
          HttpResponse.json({
            id: COMPOUND,
            title: COMPOUND_TITLE,
            articleType: 'video',
            imagePath: COMPOUND_PICTURE,
            content: '<h2>Video transcript</h2>',
            ...paths,
          }),
        ),
      );
    };
    // Unsafe captions and poster: the player stays, without them.
    serve({
      videoPath: `${MEDIA}.webm`,
      captionsPath: '//evil.example/captions.vtt',
      posterPath: 'javascript:alert(1)',
    });
    const first = await openArticle(COMPOUND, COMPOUND_TITLE);
    const safe = media();
    expect(safe.player).toMatchObject({ id: 'video' });
    expect(safe.player).not.toHaveProperty('poster');
    expect(safe.track).toBeUndefined();
    first.unmount();

    // An unsafe video: no player, the picture instead.
    serve({ videoPath: 'data:video/webm;base64,AAAA' });
    await openArticle(COMPOUND, COMPOUND_TITLE);
    await waitFor(() => {
      expect(media().picture).toMatchObject({ src: COMPOUND_PICTURE });
    });
    expect(media().player).toBeUndefined();
  });

  it('links a video card to its article at the player, and an article card to the article', async () => {
    renderApp('/generic/get-the-facts');
    const video = await screen.findByRole('link', { name: COMPOUND_TITLE }, { timeout: 10_000 });
    expect(video).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/generic/articles/${COMPOUND}/[^#]+#video$`)),
    );
    expect(screen.getByRole('link', { name: MATCH_TITLE })).toHaveAttribute(
      'href',
      expect.not.stringContaining('#'),
    );
  });
});

/** The language an element's text is read in: `lang` is an attribute, with no role to query. */
const languageOf = (element: Element | undefined) =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  element?.closest('[lang]')?.getAttribute('lang');

/** The player's first captions track, to fail it as a file that does not arrive would. */
function firstTrack() {
  // eslint-disable-next-line testing-library/no-node-access -- a track has no role
  const track = media().video?.querySelector('track');
  if (!track) throw new Error('The player has no captions track');
  return track;
}

describe("article page: video captions in the page's language", { timeout: 30_000 }, () => {
  const COMPOUND_TITLE_ES = 'El poder del interés compuesto';
  const english = { kind: 'captions', srclang: 'en', label: 'English', src: `${MEDIA}.vtt` };
  const spanish = { kind: 'captions', srclang: 'es', label: 'Español', src: `${MEDIA}.es.vtt` };
  // The Spanish video's own English captions: the English slide texts on its timings.
  const englishBeside = { ...english, src: `${MEDIA}.es.en.vtt` };

  it('offers an English page the English captions alone, on by default', async () => {
    await openArticle(COMPOUND, COMPOUND_TITLE);
    expect(media().tracks).toEqual([{ ...english, default: '' }]);
  });

  it('plays a Spanish page the Spanish video, Spanish captions on and the English ones offered', async () => {
    renderApp(`/generic/articles/${COMPOUND}/x?lang=es`);
    await screen.findByRole('heading', { level: 1, name: COMPOUND_TITLE_ES }, { timeout: 10_000 });
    expect(media().source).toEqual({ src: `${MEDIA}.es.webm`, type: 'video/webm' });
    expect(media().player?.poster).toBe(`${MEDIA}.es-poster.webp`);
    expect(media().tracks).toEqual([{ ...spanish, default: '' }, englishBeside]);
  });

  it('says so, with a retry, where the video file fails, and logs its address', async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    onTestFinished(() => {
      setLogSink(null);
    });
    await openArticle(COMPOUND, COMPOUND_TITLE);
    // eslint-disable-next-line testing-library/no-node-access -- a source has no role
    const source = media().video?.querySelector('source');
    if (!source) throw new Error('The player has no source');
    fireEvent.error(source);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Video failed to load',
      context: { src: `${MEDIA}.webm` },
    });
  });

  it('keeps the English captions on where the Spanish file fails, without a word', async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    onTestFinished(() => {
      setLogSink(null);
    });
    renderApp(`/generic/articles/${COMPOUND}/x?lang=es`);
    await screen.findByRole('heading', { level: 1, name: COMPOUND_TITLE_ES }, { timeout: 10_000 });
    fireEvent.error(firstTrack());
    await waitFor(() => {
      expect(media().tracks).toEqual([{ ...englishBeside, default: '' }]);
    });
    // Unseen by the participant, heard by the CMS's team.
    expect(logged).toContainEqual({
      level: 'warn',
      message: 'Captions failed to load',
      context: { src: `${MEDIA}.es.vtt` },
    });
    expect(screen.queryByText('No se pudieron cargar los subtítulos de este video.')).toBeNull();

    // Without English ones left either, the note says so.
    fireEvent.error(firstTrack());
    expect(
      await screen.findByText('No se pudieron cargar los subtítulos de este video.'),
    ).toBeVisible();
    expect(media().tracks).toEqual([]);
  });

  it('plays a Spanish article without Spanish captions with the English ones on', async () => {
    server.use(
      http.get(`*/po/content/articles/${COMPOUND}`, () =>
        HttpResponse.json({
          id: COMPOUND,
          title: COMPOUND_TITLE_ES,
          articleType: 'video',
          videoPath: `${MEDIA}.webm`,
          englishCaptionsPath: `${MEDIA}.vtt`,
          content: '<h2>Transcripción del video</h2>',
        }),
      ),
    );
    renderApp(`/generic/articles/${COMPOUND}/x?lang=es`);
    await screen.findByRole('heading', { level: 1, name: COMPOUND_TITLE_ES }, { timeout: 10_000 });
    expect(media().tracks).toEqual([{ ...english, default: '' }]);
  });

  it('plays an untranslated article on a Spanish page with its English captions', async () => {
    serveArticleInEnglishOnly(COMPOUND);
    renderApp(`/generic/articles/${COMPOUND}/x?lang=es`);
    await screen.findByRole('heading', { level: 1, name: COMPOUND_TITLE }, { timeout: 10_000 });
    expect(media().tracks).toEqual([{ ...english, default: '' }]);
  });
});

describe('article page: an article with no Spanish version', { timeout: 30_000 }, () => {
  it('marks every text from the English article as English on a Spanish page', async () => {
    const family = '6f1c2a10-0024-4a7e-9b1d-aa0000000024';
    serveArticleInEnglishOnly(family);
    renderApp(`/harborpine/articles/${family}/x?lang=es`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Planning for retirement with family in mind',
    });
    const language = (text: string | RegExp) => languageOf(screen.getAllByText(text)[0]);
    expect(language('Community · Planning')).toBe('en');
    expect(language('Financial educator and community advocate')).toBe('en');
    expect(language(/^Voz invitada/)).not.toBe('en');
    expect(languageOf(screen.getByRole('img', { name: /^Three generations/ }))).toBe('en');
    await waitFor(() => expect(language('Planning')).toBe('en'));
  });

  it('marks its badges as English too', async () => {
    const music = '6f1c2a10-0023-4a7e-9b1d-aa0000000023';
    serveArticleInEnglishOnly(music);
    renderApp(`/harborpine/articles/${music}/x?lang=es`);
    const badges = await screen.findByRole('list', { name: 'Distintivos' }, { timeout: 10_000 });
    expect(languageOf(within(badges).getByText('New'))).toBe('en');
  });
});

describe('article page: Read next in Spanish', { timeout: 30_000 }, () => {
  it('marks a recommended article with no Spanish version as English, and names it a video in Spanish', async () => {
    const moneyTalks = '6f1c2a10-0020-4a7e-9b1d-aa0000000020';
    server.use(
      http.post('*/po/content/articles/next', () =>
        HttpResponse.json({ articles: [{ aemId: moneyTalks }] }),
      ),
    );
    serveArticleInEnglishOnly(moneyTalks);
    renderApp(`/harborpine/articles/${MATCH}/x?lang=es`);
    const readNext = await screen.findByRole(
      'region',
      { name: 'Lea a continuación' },
      { timeout: 10_000 },
    );
    const title = await within(readNext).findByRole('link', {
      name: 'Money talks: saving as a couple',
    });
    expect(languageOf(title)).toBe('en');
    expect(languageOf(within(readNext).getByText('Planning · Budgeting'))).toBe('en');
    expect(
      languageOf(within(readNext).getByText(/^How two people with different money habits/)),
    ).toBe('en');
    expect(languageOf(within(readNext).getByText(/^Video/))).not.toBe('en');
  });
});
