import type { CDPSession, Locator, Page } from '@playwright/test';
import { allowFailedCalls, expect, expectNoAxeViolations, test } from './fixtures';

const COMPOUND = '6f1c2a10-0011-4a7e-9b1d-aa0000000011';
const TITLE = 'The power of compound growth';
const MEDIA = `/media/videos/${COMPOUND}`;
/** The Spanish copy's own video: Spanish slides and narration (scripts/make-videos.ts). */
const MEDIA_ES = `${MEDIA}.es`;
const TITLE_ES = 'El poder del interés compuesto';

/** The player's captions tracks as its menu offers them. */
const trackList = (element: HTMLVideoElement) =>
  Array.from(element.textTracks, ({ language, label, mode }) => ({ language, label, mode }));

/** The text of the first cue of the captions showing, once they have loaded. */
const showingCue = (element: HTMLVideoElement) => {
  const showing = Array.from(element.textTracks).find((track) => track.mode === 'showing');
  const cue = showing?.cues?.[0];
  return cue instanceof VTTCue ? cue.text : undefined;
};
/** The sticky header's height at each width (src/config/constants.ts HEADER_HEIGHT). */
const HEADER = { mobile: 80, desktop: 100 };

/**
 * Clicks where a participant would, the middle of what they see. A card's link covers the whole
 * card, so the click lands on the link over the picture (locator.click would refuse: the
 * picture itself does not take it).
 */
async function clickMiddle(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The target is not laid out');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The font size Chromium renders the first cue box at, read through DevTools (0 before any, or
 * while the player redraws it).
 */
async function renderedCueFontSize(cdp: CDPSession) {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = typeof root;
  const isCue = (node: Node) => {
    const attributes = node.attributes ?? [];
    return attributes.some(
      (value, index) => index % 2 === 0 && value === 'pseudo' && attributes[index + 1] === 'cue',
    );
  };
  const cueOf = (node: Node): Node | undefined => {
    if (isCue(node)) return node;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const cue = cueOf(child);
      if (cue) return cue;
    }
    return undefined;
  };
  const cue = cueOf(root);
  if (!cue) return 0;
  // The player redraws its cue box as the captions settle after a seek: the node read a moment
  // ago may be gone (CI ci59), and the caller polls again.
  const style = await cdp
    .send('CSS.getComputedStyleForNode', { nodeId: cue.nodeId })
    .catch((error: unknown) => {
      if (String(error).includes('Could not find node')) return undefined;
      throw error;
    });
  return parseFloat(style?.computedStyle.find(({ name }) => name === 'font-size')?.value ?? '0');
}

test.describe('video articles', () => {
  test("a video card's play picture opens the article at its player, which plays with captions", async ({
    page,
  }, testInfo) => {
    await page.goto('/generic/get-the-facts');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TITLE }) });
    // A participant clicks the picture with the play icon, not the title.
    await clickMiddle(page, card.locator('img'));

    await expect(page).toHaveURL(new RegExp(`/generic/articles/${COMPOUND}/[^#]+#video$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const video = page.getByLabel(`Video: ${TITLE}`);
    // The page lands with the player just below the sticky header, not at the article's top.
    const header = HEADER[testInfo.project.name as keyof typeof HEADER];
    await expect
      .poll(async () => Math.round((await video.boundingBox())?.y ?? -1))
      .toBeGreaterThanOrEqual(header);
    await expect
      .poll(async () => Math.round((await video.boundingBox())?.y ?? -1))
      .toBeLessThanOrEqual(header + 24);
    await expect(video).toBeInViewport();
    // The transcript stays below the player.
    await expect(page.getByRole('heading', { level: 2, name: 'Video transcript' })).toBeAttached();

    // Nothing of the video loads before play, and it does not start by itself.
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.readyState),
      'nothing fetched before play (HAVE_NOTHING)',
    ).toBe(0);

    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    const firstCue = await video.evaluate(async (element: HTMLVideoElement) => {
      const track = element.textTracks[0];
      if (!track) return undefined;
      track.mode = 'showing';
      const deadline = Date.now() + 5_000;
      while (!track.cues?.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cue = track.cues?.[0];
      return cue instanceof VTTCue ? cue.text : undefined;
    });
    expect(firstCue).toBe(TITLE);

    // No sideways scroll at either width.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
    });
    await expectNoAxeViolations(page);
  });

  test('captions read at 16 px at least on a phone, and no bigger than 24 px on a wide screen', async ({
    page,
  }) => {
    await page.goto(`/generic/articles/${COMPOUND}/x#video`);
    const video = page.getByLabel(`Video: ${TITLE}`);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.pause();
      element.currentTime = 10;
      Array.from(element.textTracks)
        .slice(0, 1)
        .forEach((track) => {
          track.mode = 'showing';
        });
    });
    // The cue's box lives in the player's closed user-agent shadow tree, out of the page's
    // reach: DevTools measures the size Chromium renders it at.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    let size = 0;
    await expect
      .poll(async () => (size = await renderedCueFontSize(cdp)))
      .toBeGreaterThanOrEqual(16);
    expect(size).toBeLessThanOrEqual(24);
  });

  test('a Spanish page plays the Spanish video, with the Spanish captions on and the English ones offered', async ({
    page,
  }) => {
    await page.goto(`/generic/articles/${COMPOUND}/the-power-of-compound-growth?lang=es#video`);
    const video = page.getByLabel(`Video: ${TITLE_ES}`);
    await video.evaluate((element: HTMLVideoElement) => element.play());
    expect(
      await video.evaluate((element: HTMLVideoElement) => new URL(element.currentSrc).pathname),
    ).toBe(`${MEDIA_ES}.webm`);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    await expect.poll(() => video.evaluate(showingCue)).toBe(TITLE_ES);
    expect(await video.evaluate(trackList)).toEqual([
      { language: 'es', label: 'Español', mode: 'showing' },
      { language: 'en', label: 'English', mode: 'disabled' },
    ]);
    await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
    });
    await expectNoAxeViolations(page);
  });

  test(
    'a Spanish page whose Spanish captions do not arrive shows the English ones, without a word',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // As the host answers a missing file: with the app's own page.
      await page.route(`**${MEDIA_ES}.vtt`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>App</p>' }),
      );
      allowFailedCalls(page, (url) => url.pathname.endsWith(`${MEDIA_ES}.vtt`));
      await page.goto(`/generic/articles/${COMPOUND}/the-power-of-compound-growth?lang=es`);
      const video = page.getByLabel(`Video: ${TITLE_ES}`);
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await expect.poll(() => video.evaluate(showingCue)).toBe(TITLE);
      expect(await video.evaluate(trackList)).toEqual([
        { language: 'en', label: 'English', mode: 'showing' },
      ]);
      await expect(
        page.getByText('No se pudieron cargar los subtítulos de este video.'),
      ).toBeHidden();
      await video.evaluate((element: HTMLVideoElement) => {
        element.pause();
      });
    },
  );

  test(
    'a link opened in a new tab lands at the player once the article has loaded',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // A first load: the article arrives after the app's first look for the #video target.
      await page.goto(`/generic/articles/${COMPOUND}/the-power-of-compound-growth#video`);
      const video = page.getByLabel(`Video: ${TITLE}`);
      await expect
        .poll(async () => Math.round((await video.boundingBox())?.y ?? -1))
        .toBe(HEADER.desktop + 16);
    },
  );

  test(
    'the media is served as WebM, WebVTT and WebP, and the video seeks by range',
    { tag: '@desktop-only' },
    async ({ request }) => {
      const webm = await request.get(`${MEDIA}.webm`, { headers: { Range: 'bytes=0-1023' } });
      expect(webm.status()).toBe(206);
      expect(webm.headers()['content-type']).toBe('video/webm');
      const captions = await request.get(`${MEDIA}.vtt`);
      expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
      expect(await captions.text()).toMatch(/^WEBVTT\n/);
      const poster = await request.get(`${MEDIA}-poster.webp`);
      expect(poster.headers()['content-type']).toBe('image/webp');
    },
  );

  test(
    'a video whose file does not arrive says so, and plays on a retry once it does',
    { tag: '@desktop-only' },
    async ({ page, pageProblems }) => {
      // A weak connection or a missing file: the player alone would sit there without a word.
      await page.route(`**${MEDIA_ES}.webm`, (route) => route.fulfill({ status: 404, body: '' }));
      allowFailedCalls(page, (url) => url.pathname.endsWith(`${MEDIA_ES}.webm`));
      await page.goto(`/generic/articles/${COMPOUND}/the-power-of-compound-growth?lang=es`);
      const video = page.getByLabel(/^Video: /);
      await expect(video).toBeVisible();
      // Pressing play (the promise of a source that failed never settles: not awaited).
      await video.evaluate((element: HTMLVideoElement) => {
        void element.play().catch(() => undefined);
      });
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'Lo sentimos, ocurrió un error. Vuelva a intentarlo más tarde.',
      );
      await expectNoAxeViolations(page);

      await page.unroute(`**${MEDIA_ES}.webm`);
      await alert.getByRole('button', { name: 'Intentar de nuevo' }).click();
      await expect(alert).toBeHidden();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      // Chromium logs the 404 this test asked for; nothing else may be logged.
      const expected =
        'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => p !== expected));
    },
  );

  test(
    'captions that do not arrive are named under the player, which still plays',
    { tag: '@desktop-only' },
    async ({ page, pageProblems }) => {
      await page.route(`**${MEDIA}.vtt`, (route) => route.fulfill({ status: 404, body: '' }));
      allowFailedCalls(page, (url) => url.pathname.endsWith(`${MEDIA}.vtt`));
      await page.goto(`/generic/articles/${COMPOUND}/the-power-of-compound-growth`);
      const video = page.getByLabel(`Video: ${TITLE}`);
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'The captions for this video could not be loaded.' }),
      ).toBeVisible();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      await video.evaluate((element: HTMLVideoElement) => {
        element.pause();
      });
      await expectNoAxeViolations(page);
      const expected =
        'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => p !== expected));
    },
  );

  test(
    'a video article left behind is freed: a long session does not keep every page it showed',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      // The nodes Chromium holds, on the page or not, after a garbage collection.
      const nodesInMemory = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0;
      };
      const player = page.getByLabel(`Video: ${TITLE}`);
      // The captions are in (it is the track that kept the player alive).
      const captionsLoaded = () =>
        expect
          .poll(() =>
            player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0),
          )
          .toBeGreaterThan(0);
      await page.goto('/generic/get-the-facts');
      await page.getByRole('link', { name: TITLE }).click();
      await captionsLoaded();
      const listShown = async () => {
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Get the facts' })).toBeVisible();
      };
      await listShown();
      const before = await nodesInMemory();
      // Back and forth between the list and the article, in the app (no page load), as a reader
      // who opens one video after another does.
      for (let visit = 0; visit < 6; visit += 1) {
        await page.goForward();
        await captionsLoaded();
        await listShown();
      }
      // Chromium kept each player, with its captions track and the whole article around it, for
      // as long as the tab lived: about 290 nodes a video.
      await expect.poll(nodesInMemory).toBeLessThan(before + 150);
    },
  );
});
