import type { Page, Request, Response } from '@playwright/test';
import { expect, unplannedFailure, unplannedNetworkFailure } from './fixtures';

/** The layout checks the English and Spanish sweeps share (issues 20 and 21). */
export async function expectNoSidewaysScroll(page: Page, path: string) {
  // The sweeps load every page with healthy data: a content call that fails here is the app
  // asking for the wrong thing. The fixture fails the test too, later; this names the page.
  const failedCalls: string[] = [];
  const onResponse = (response: Response) => {
    const failure = unplannedFailure(response, page.context());
    if (failure) failedCalls.push(failure);
  };
  const onRequestFailed = (request: Request) => {
    const failure = unplannedNetworkFailure(request, page.context());
    if (failure) failedCalls.push(failure);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const loading = page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])');
  // Wait for the page's data (no skeleton or spinner left; the quiz's own progress bar has a
  // value): lists and bodies are what get too wide.
  await expect(loading, `${path} still loading`).toHaveCount(0);
  await scrollThrough(page);
  await expect(loading, `${path} still loading below the fold`).toHaveCount(0);
  page.off('response', onResponse);
  page.off('requestfailed', onRequestFailed);
  expect(failedCalls, `${path}: content calls (data, pictures, videos) failed`).toEqual([]);
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
  await expectNothingCollides(page, path);
}

/**
 * Scrolls down to the bottom in steps, so that the parts and pictures that load only
 * near the viewport load and are checked too, waits until nothing is in flight, and goes back
 * to the top, where the fixed header covers nothing.
 */
async function scrollThrough(page: Page) {
  const pending = new Set<Request>();
  const start = (request: Request) => pending.add(request);
  const end = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)));
        }),
    );
  await page.evaluate(async () => {
    // No step passes a part by: a part that waits for the reader loads within 400 px of the
    // viewport. The page grows as the parts below load: the bottom is read again at each step.
    const step = innerHeight + 400;
    for (let y = 0; y < document.documentElement.scrollHeight - innerHeight; y += step) {
      window.scrollTo(0, y + step);
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      });
    }
  });
  // A part's code arrives, then it asks for its data: quiet twice in a row is done.
  for (let quiet = 0; quiet < 2; ) {
    await expect.poll(() => pending.size, 'requests still in flight').toBe(0);
    await settle();
    quiet = pending.size === 0 ? quiet + 1 : 0;
  }
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/**
 * Issues 20 and 21: at any width no two visible controls overlap and no text is cut off by its box (a
 * label ending in "…", a line hidden under the next block).
 */
export async function expectNothingCollides(page: Page, path: string) {
  const found = await page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // 1 px or less: visually hidden text for screen readers.
      if (box.width <= 1 || box.height <= 1) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') {
          return false;
        }
        // Visually hidden text for screen readers is clipped on purpose.
        if (style.clipPath === 'inset(50%)') return false;
        if (node.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
    // Text in a box that scrolls, inside the one that hides: the reader scrolls to it.
    const scrolledTo = (element: Element, within: Element, axis: 'overflowX' | 'overflowY') => {
      for (let node: Element | null = element; node && node !== within; node = node.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(node)[axis])) return true;
      }
      return false;
    };
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="slider"], [role="button"], [role="tab"]',
      ),
    ].filter(shown);
    // What is seen of a control: a box that scrolls or hides its overflow shows only its part
    // inside it (a link scrolled out of a slide's text does not lie on the footer under it).
    const seen = (element: Element) => {
      const rect = element.getBoundingClientRect();
      let { left, top, right, bottom } = rect;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = node.getBoundingClientRect();
        left = Math.max(left, edge.left);
        top = Math.max(top, edge.top);
        right = Math.min(right, edge.right);
        bottom = Math.min(bottom, edge.bottom);
      }
      return { left, top, right, bottom };
    };
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const r = seen(a);
        const q = seen(b);
        const width = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const height = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (width > 1 && height > 1) overlaps.push(`${name(a)} / ${name(b)}`);
      }
    });
    const clipped: string[] = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const text = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
        );
        if (!text || !shown(element)) return false;
        const style = getComputedStyle(element);
        const hides = [style.overflowX, style.overflowY].some((value) =>
          ['hidden', 'clip'].includes(value),
        );
        return (
          hides &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(name);
    // A box that hides its overflow cuts off the lines of its children too, which the check
    // above, on the text's own element, does not see: each box that hides overflow along `axis`
    // and overflows, with the first child line `cut` by its edge.
    const reportCutLines = (
      axis: 'overflowX' | 'overflowY',
      cut: (line: DOMRect, edge: DOMRect, from: DOMRect) => boolean,
      where: string,
    ) => {
      for (const box of document.querySelectorAll('body *')) {
        if (!['hidden', 'clip'].includes(getComputedStyle(box)[axis])) continue;
        const overflows =
          axis === 'overflowX'
            ? box.scrollWidth > box.clientWidth + 1
            : box.scrollHeight > box.clientHeight + 1;
        if (!overflows || !shown(box)) continue;
        const edge = box.getBoundingClientRect();
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent === box || (node.textContent ?? '').trim() === '') continue;
          if (!shown(parent) || scrolledTo(parent, box, axis)) continue;
          const from = parent.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((line) => line.width > 0 && cut(line, edge, from))) {
            clipped.push(`${name(parent)} (${where} ${box.tagName.toLowerCase()})`);
            break;
          }
        }
      }
    };
    // Under a card of fixed height. Only lines below the box count: a carousel hides its other
    // slides beside it on purpose.
    reportCutLines(
      'overflowY',
      (line, edge) =>
        line.left >= edge.left - 1 && line.right <= edge.right + 1 && line.bottom > edge.bottom + 1,
      'under the edge of',
    );
    // At the sides (a card, a button kept to one line): a word of a line cut at the edge. A line
    // wholly beside the box whose element starts beside it too is out of sight on purpose (a
    // carousel's other slides).
    reportCutLines(
      'overflowX',
      (line, edge, from) =>
        line.top >= edge.top - 1 &&
        line.bottom <= edge.bottom + 1 &&
        ((line.right > edge.right + 1 && from.left < edge.right - 1) ||
          (line.left < edge.left - 1 && from.right > edge.left + 1)),
      'past the side of',
    );
    // An empty field's hint cut short ("Searc"): the layout squeezed the field. Chrome keeps
    // room for a search field's clear button at its end.
    const measure = document.createElement('canvas').getContext('2d');
    const cutHints = measure
      ? [...document.querySelectorAll('input[placeholder]')]
          .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement)
          .filter((input) => input.value === '' && shown(input))
          .filter((input) => {
            const style = getComputedStyle(input);
            measure.font = style.font;
            const room =
              input.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight) -
              (input.type === 'search' ? 18 : 0);
            return measure.measureText(input.placeholder).width > room;
          })
          .map((input) => input.placeholder)
      : [];
    // A picture drawn into a box of another shape: stretched, or (an SVG keeps its proportions)
    // shrunk to a sliver of its box, as a 160x64 badge in a 32x32 icon slot was. One drawn whole
    // on purpose (`contain`, a carousel slide's picture beside or above its text) is a sliver only
    // when it fills under a third of its box.
    const misshapen = [...document.querySelectorAll('img')]
      .filter((image) => image.complete && image.naturalWidth > 0 && shown(image))
      .filter((image) => {
        const fit = getComputedStyle(image).objectFit;
        if (fit === 'cover') return false;
        const box = image.getBoundingClientRect();
        const ratio = box.width / box.height / (image.naturalWidth / image.naturalHeight);
        if (fit === 'contain') return Math.min(ratio, 1 / ratio) < 1 / 3;
        return ratio > 1.5 || ratio < 1 / 1.5;
      })
      .map((image) => image.currentSrc);
    return { overlaps, clipped, cutHints, misshapen };
  });
  expect(found.misshapen, `${path}: pictures out of shape`).toEqual([]);
  expect(found.overlaps, `${path}: controls on top of each other`).toEqual([]);
  expect(found.cutHints, `${path}: field hints cut short`).toEqual([]);
  expect(found.clipped, `${path}: text cut off`).toEqual([]);
}

/**
 * No button or link (or what `selector` names) breaks inside a word: squeezed side by side,
 * the Spanish e-mail dialog's buttons read "Cancel / ar" and "Envi / ar" (the page lets any
 * word wrap, for the CMS's long ones).
 */
export async function expectNoWordSplit(
  page: Page,
  what: string,
  selector = 'button, [role="button"], a[href]',
) {
  const split = await page.evaluate((within) => {
    const found: string[] = [];
    for (const control of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top),
          );
          if (lines.size > 1) found.push(word[0]);
        }
      }
    }
    return found;
  }, selector);
  expect(split, `${what}: words broken across lines`).toEqual([]);
}
