import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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

  it('names each open answer by its question and links the question to it', async () => {
    const { user } = renderApp('/retirement/harborpine/faqs');
    const question = await screen.findByRole(
      'button',
      { name: 'What is RetireWell?' },
      { timeout: 10_000 },
    );
    await user.click(question);
    // ARIA: a region needs a name; the accordion pattern takes it from its question.
    const answer = screen.getByRole('region', { name: 'What is RetireWell?' });
    expect(answer).toHaveTextContent('RetireWell is a free education site');
    expect(question).toHaveAttribute('aria-controls', answer.id);
  });

  it('keeps closed answers where find in page reaches them, hidden until found, and opens the one it matches', async () => {
    renderApp('/retirement/harborpine/faqs');
    const question = await screen.findByRole(
      'button',
      { name: 'What is RetireWell?' },
      { timeout: 10_000 },
    );
    // In the page after its first paint, but out of sight and of the accessibility tree.
    const answer = await waitFor(() => {
      const region = screen
        .getAllByRole('region', { hidden: true })
        .find((element) => element.id === question.getAttribute('aria-controls'));
      if (!region) throw new Error('no answer region for the question');
      expect(region).toHaveTextContent('RetireWell is a free education site');
      return region;
    });
    expect(answer).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'What is RetireWell?' })).not.toBeInTheDocument();

    // What the browser fires on a closed answer's hidden box before it scrolls to a match in it.
    fireEvent(answer, new Event('beforematch', { bubbles: true }));
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(screen.getByRole('region', { name: 'What is RetireWell?' })).toBe(answer);
  });

  it('opens and closes a long list a screenful at a time, each question measured only when opened alone, and says so', async () => {
    const count = 40;
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: Array.from({ length: count }, (_, index) => ({
            id: `faq-${String(index)}`,
            question: `Question number ${String(index)}?`,
            answer: `<p>Answer number ${String(index)}.</p>`,
          })),
        }),
      ),
    );
    const { user } = renderApp('/retirement/generic/faqs');
    const expandAll = await screen.findByRole(
      'button',
      { name: 'Expand all' },
      { timeout: 10_000 },
    );
    const main = screen.getByRole('main');
    const status = within(main).getByRole('status');
    // Each animated answer reads its height before it moves: a few hundred of them, one after
    // another, held a phone's page for seconds.
    const measured = vi.spyOn(Element.prototype, 'clientHeight', 'get');
    await user.click(expandAll);
    // Heard once every answer is open (they open a screenful at a time).
    await waitFor(() => {
      expect(status).toHaveTextContent(`All ${String(count)} answers are open.`);
    });
    expect(within(main).queryAllByRole('button', { expanded: false })).toHaveLength(0);
    expect(screen.getByText('Answer number 39.')).toBeInTheDocument();
    expect(measured).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    // Heard once every answer is closed (they close a screenful at a time too).
    await waitFor(() => {
      expect(status).toHaveTextContent('All answers are closed.');
    });
    expect(within(main).queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(measured).not.toHaveBeenCalled();

    // One question opened alone still unfolds.
    await user.click(screen.getByRole('button', { name: 'Question number 3?' }));
    await waitFor(() => {
      expect(measured).toHaveBeenCalled();
    });
    expect(await screen.findByText('Answer number 3.')).toBeVisible();
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

  it('keeps the open questions open, and the focus on the switch, when the language changes', async () => {
    const { user } = renderApp('/retirement/harborpine/faqs');
    const match = await screen.findByRole(
      'button',
      { name: 'What is the Harbor & Pine employer match?' },
      { timeout: 10_000 },
    );
    await user.click(match);
    await user.click(screen.getByRole('button', { name: 'What is RetireWell?' }));
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    await user.click(toSpanish);

    const spanishMatch = await screen.findByRole(
      'button',
      { name: '¿Cuál es la aportación equivalente del empleador de Harbor & Pine?' },
      { timeout: 10_000 },
    );
    expect(spanishMatch).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^Harbor & Pine aporta el 100% del primer 4%/)).toBeVisible();
    expect(screen.getByRole('button', { name: '¿Qué es RetireWell?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('button', { expanded: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('opens and focuses the FAQ a link names, and leaves the focus on the switch after a language change', async () => {
    const { user } = renderApp('/retirement/harborpine/faqs#faq-faq-what-is-retirewell');
    const linked = await screen.findByRole(
      'button',
      { name: 'What is RetireWell?' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(linked).toHaveFocus();
    });
    expect(linked).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const spanish = await screen.findByRole(
      'button',
      { name: '¿Qué es RetireWell?' },
      { timeout: 10_000 },
    );
    expect(spanish).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('opens, focuses and scrolls to the FAQ a CMS link names by its plain id', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderApp('/retirement/harborpine/faqs#faq-what-is-retirewell');
    const linked = await screen.findByRole(
      'button',
      { name: 'What is RetireWell?' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(linked).toHaveFocus();
    });
    expect(linked).toHaveAttribute('aria-expanded', 'true');
    // The address becomes the FAQ's own anchor, the one the page scrolls to and a copy shares.
    await waitFor(() => {
      expect(router.state.location.hash).toBe('#faq-faq-what-is-retirewell');
    });
    await waitFor(() => {
      expect(scrolled.mock.contexts.map((element) => (element as Element).id)).toContain(
        'faq-faq-what-is-retirewell',
      );
    });
    scrolled.mockRestore();
  });

  it('keeps the open top questions of Resources & FAQs open when the language changes', async () => {
    const { user } = renderApp('/harborpine/make-a-change');
    const section = await screen.findByRole(
      'region',
      { name: 'Frequently asked questions' },
      { timeout: 10_000 },
    );
    await user.click(await within(section).findByRole('button', { name: 'What is RetireWell?' }));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    const spanish = await screen.findByRole(
      'region',
      { name: 'Preguntas frecuentes' },
      { timeout: 10_000 },
    );
    expect(
      await within(spanish).findByRole('button', { name: '¿Qué es RetireWell?' }),
    ).toHaveAttribute('aria-expanded', 'true');
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
