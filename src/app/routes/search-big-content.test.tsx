import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** A company with far more content than the fixtures: 300 FAQs, all about saving. */
const FAQS = Array.from({ length: 300 }, (_, index) => ({
  id: `faq-${String(index + 1)}`,
  question: `Saving question ${String(index + 1)}`,
  answer: '<p>How saving works.</p>',
  isEnroll: false,
}));

const results = () => within(screen.getByRole('main')).getAllByRole('listitem');

describe('search with a large catalog', { timeout: 60_000 }, () => {
  it('counts every result, lists them a page at a time, and Show more moves the focus on', async () => {
    server.use(http.get('*/po/content/content/faqs', () => HttpResponse.json({ faqs: FAQS })));
    const { user } = renderApp('/harborpine/search?q=saving%20question');
    await screen.findByRole(
      'heading',
      { level: 2, name: '300 results for “saving question”' },
      { timeout: 20_000 },
    );
    expect(results()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Show 20 more results' }));
    expect(results()).toHaveLength(40);
    expect(screen.getByRole('link', { name: 'Saving question 21' })).toHaveFocus();
  });
});
