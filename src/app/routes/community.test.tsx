import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

describe('community pages', { timeout: 60_000 }, () => {
  it.each([
    ['grammy-major', 'Music, money and making it last'],
    ['latin-grammy', 'Ritmo y futuro: rhythm and your financial future'],
    ['hispanic', 'Nuestro futuro: planning with family in mind'],
  ])('/cobaltridge/%s shows its event and articles', async (page, title) => {
    renderApp(`/cobaltridge/${page}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    const articles = screen.getByRole('region', { name: 'Watch and read' });
    expect(await within(articles).findAllByRole('article')).toHaveLength(4);
    for (const link of within(articles).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/cobaltridge\/articles\//);
    }
  });
});
