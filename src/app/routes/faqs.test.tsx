import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { readLanguage, renderApp, speakSpanish } from '@/testing/test-utils';

const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";

describe('FAQ page (SPEC.md "FAQ page")', { timeout: 60_000 }, () => {
  it('expands and collapses every item, the link turning to Collapse all when all are open', async () => {
    const { user } = renderApp('/retirement/harborpine/faqs');
    const expandAll = await screen.findByRole(
      'button',
      { name: 'Expand all' },
      { timeout: 10_000 },
    );
    const main = screen.getByRole('main');
    const questions = within(main).getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThan(5);
    expect(
      screen.getByRole('button', { name: 'What is the Harbor & Pine employer match?' }),
    ).toBeInTheDocument();

    await user.click(expandAll);
    expect(within(main).queryAllByRole('button', { expanded: false })).toHaveLength(0);
    const collapseAll = screen.getByRole('button', { name: 'Collapse all' });

    // Closing one item brings back Expand all; opening it again, Collapse all.
    const first = screen.getByRole('button', { name: 'What is RetireWell?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    await user.click(first);
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBe(collapseAll);

    await user.click(collapseAll);
    expect(within(main).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('shows enrolled users the enroll-only FAQs and nobody else', async () => {
    renderApp('/retirement/cobaltridge/faqs?e=true');
    expect(
      await screen.findByRole(
        'button',
        { name: 'How do I enroll in my retirement plan?' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Where do I enroll as a new Cobalt Ridge employee?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'How much should I be saving?' }),
    ).not.toBeInTheDocument();
  });

  it('shows everyone else the rest, for their site and company only', async () => {
    renderApp('/retirement/cobaltridge/faqs');
    expect(
      await screen.findByRole(
        'button',
        { name: 'How much should I be saving?' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'How does the Cobalt Ridge match work?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'How do I enroll in my retirement plan?' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What is MyRetirement?' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'What is the Harbor & Pine employer match?' }),
    ).not.toBeInTheDocument();
  });

  it('a failing FAQ call shows the SPEC.md message under the heading and recovers', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/content/faqs', () =>
        failing
          ? new HttpResponse('<!doctype html><p>index</p>', {
              headers: { 'Content-Type': 'text/html' },
            })
          : undefined,
      ),
    );
    const { user } = renderApp('/retirement/generic/faqs');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Expand all' })).toBeInTheDocument();
  });

  it('marks an FAQ the CMS has not translated yet as English on a Spanish page', async () => {
    speakSpanish();
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: [
            { id: 'a', question: '¿Qué es RetireWell?', answer: '<p>Un sitio educativo.</p>' },
            { id: 'b', question: 'What is a match?', answer: '<p>Money.</p>', language: 'en' },
          ],
        }),
      ),
    );
    renderApp('/retirement/generic/faqs');
    const english = await screen.findByRole(
      'button',
      { name: 'What is a match?' },
      { timeout: 10_000 },
    );
    expect(readLanguage(english)).toBe('en');
    const spanish = screen.getByRole('button', { name: '¿Qué es RetireWell?' });
    expect(readLanguage(spanish)).toBe('es-US');
  });

  it('nests the top FAQs of Resources & FAQs under their section heading', async () => {
    renderApp('/harborpine/make-a-change');
    const section = await screen.findByRole(
      'region',
      { name: 'Frequently asked questions' },
      { timeout: 10_000 },
    );
    const question = await within(section).findByRole('button', { name: 'What is RetireWell?' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'What is RetireWell?' }),
    ).toContainElement(question);
    expect(within(section).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });
});
