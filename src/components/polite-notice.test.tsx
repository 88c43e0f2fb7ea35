import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PoliteNotice } from './polite-notice';

const nextTask = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('PoliteNotice', () => {
  it('is an empty live region first, and takes its text a task later, so it is announced', async () => {
    render(<PoliteNotice news="offline">{(news) => `Waiting: ${news}`}</PoliteNotice>);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await nextTask();
    expect(region).toHaveTextContent('Waiting: offline');
    expect(screen.getByRole('status')).toBe(region);
  });

  it('tells 0 and an empty text, and nothing for false, null or undefined', async () => {
    const { rerender } = render(
      <PoliteNotice<number> news={0}>{(news) => `Left: ${String(news)}`}</PoliteNotice>,
    );
    await nextTask();
    expect(screen.getByRole('status')).toHaveTextContent('Left: 0');
    for (const nothing of [false, null, undefined] as const) {
      rerender(<PoliteNotice<number> news={nothing}>{() => 'news'}</PoliteNotice>);
      await nextTask();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    }
  });
});
