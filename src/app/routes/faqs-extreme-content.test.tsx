import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** Legal but extreme FAQ content: what a CMS author can send without breaking the page. */
describe('FAQ page with extreme CMS content', { timeout: 60_000 }, () => {
  it('shows no unnamed question and no duplicate of an FAQ the CMS sent twice', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: [
            { id: 'a', question: 'What is RetireWell?', answer: '<p>A site.</p>' },
            { id: 'blank', question: '', answer: '<p>Nobody asked.</p>' },
            { id: 'spaces', question: '   \n ', answer: '<p>Still nobody.</p>' },
            { id: 'a', question: 'What is RetireWell, again?', answer: '<p>Twice.</p>' },
            { id: 'b', question: 'What is a match?', answer: '<p>Money.</p>' },
          ],
        }),
      ),
    );
    const { user } = renderApp('/retirement/generic/faqs');
    await screen.findByRole('button', { name: 'What is a match?' }, { timeout: 10_000 });
    const main = screen.getByRole('main');
    const questions = within(main).getAllByRole('button', { expanded: false });
    expect(questions.map((question) => question.textContent)).toEqual([
      'What is RetireWell?',
      'What is a match?',
    ]);
    // Opening one question opens only that one.
    const first = screen.getByRole('button', { name: 'What is RetireWell?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(main).getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
