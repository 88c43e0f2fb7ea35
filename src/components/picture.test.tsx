import { act, fireEvent, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setLogSink, type LogEntry } from '@/lib/logger';
import { Picture } from './picture';

describe('Picture', () => {
  it('leaves nothing for a decoration whose file fails', () => {
    render(<Picture src="/images/calendar.svg" alt="" width={64} height={64} fallback={null} />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("logs the failed picture's address, for the CMS's team", () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    onTestFinished(() => {
      setLogSink(null);
    });
    render(<Picture src="/content/dam/gone.png" alt="A chart" width={400} height={200} />);
    fireEvent.error(screen.getByRole('img', { name: 'A chart' }));
    expect(logged).toEqual([
      {
        level: 'warn',
        message: 'Picture failed to load',
        context: { src: '/content/dam/gone.png' },
      },
    ]);
  });

  it('tries a picture that failed offline again when the connection is back', () => {
    onlineManager.setOnline(false);
    try {
      render(<Picture src="/images/chart.svg" alt="A chart" width={400} height={200} />);
      fireEvent.error(screen.getByRole('img', { name: 'A chart' }));
      expect(screen.getByRole('img', { name: 'A chart' })).not.toHaveAttribute('src');
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(screen.getByRole('img', { name: 'A chart' })).toHaveAttribute(
        'src',
        '/images/chart.svg',
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('gives a new picture its chance after the one before failed', () => {
    const { rerender } = render(
      <Picture src="/images/a-en.svg" alt="A chart" width={400} height={200} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'A chart' }));
    expect(screen.getByRole('img', { name: 'A chart' }).tagName).toBe('DIV');

    rerender(<Picture src="/images/a-es.svg" alt="Un gráfico" width={400} height={200} />);
    expect(screen.getByRole('img', { name: 'Un gráfico' })).toHaveAttribute(
      'src',
      '/images/a-es.svg',
    );
  });
});
