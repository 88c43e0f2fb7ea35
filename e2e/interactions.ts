import type { Page } from '@playwright/test';

/**
 * Event Timing for the @timing tests: how long each interaction took, from input to the next
 * paint, as the browser measures it for INP.
 */
export async function recordInteractions(page: Page) {
  await page.addInitScript(() => {
    const interactions: number[] = [];
    Object.assign(window, { interactions });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) interactions.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/** The longest interaction since the last call (recordInteractions must have run first). */
export async function slowestInteraction(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // An interaction is reported after the paint that ends it: two frames on, it is in.
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            setTimeout(() => {
              const seen = (window as unknown as { interactions: number[] }).interactions;
              resolve(Math.max(0, ...seen.splice(0)));
            }, 0);
          });
        });
      }),
  );
}

/** A phone's CPU, about four times slower than this machine's. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The median, so one interaction that lost the CPU to another process does not decide. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/**
 * Long animation frames for the @timing tests: how long the page could not answer a tap,
 * whether or not one came.
 */
export async function recordLongFrames(page: Page) {
  await page.addInitScript(() => {
    const longFrames: number[] = [];
    Object.assign(window, { longFrames });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longFrames.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  });
}

/** The longest frame since the last call (recordLongFrames must have run first). */
export async function longestFrame(page: Page) {
  return page.evaluate(() =>
    Math.max(0, ...(window as unknown as { longFrames: number[] }).longFrames.splice(0)),
  );
}
