import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setLogSink, type LogEntry } from '@/lib/logger';
import { WithIntl } from '@/testing/intl';
import { LinkCompanyContext } from './link-context';
import { SafeHtml } from './safe-html';

describe('pictures in CMS text', () => {
  const renderText = (html: string) =>
    render(
      <MemoryRouter>
        <WithIntl>
          <LinkCompanyContext.Provider value="acme">
            <SafeHtml html={html} />
          </LinkCompanyContext.Provider>
        </WithIntl>
      </MemoryRouter>,
    );

  it('load as the reader nears them', async () => {
    renderText('<p><img src="/content/dam/chart.png" alt="Limits by year"></p>');
    expect(await screen.findByRole('img', { name: 'Limits by year' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('give way to their description where the file fails, and to nothing without one, logged', async () => {
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    onTestFinished(() => {
      setLogSink(null);
    });
    renderText(
      '<p>Before <img src="/content/dam/chart.png" alt="Limits by year"> after</p>' +
        '<p><img src="/content/dam/line.png" alt=""></p>',
    );
    fireEvent.error(await screen.findByRole('img', { name: 'Limits by year' }));
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByText('Limits by year')).toBeVisible();
    expect(logged.map(({ context }) => context)).toEqual([
      { src: '/content/dam/chart.png' },
      { src: '/content/dam/line.png' },
    ]);
  });
});
