import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp, speakSpanish } from '@/testing/test-utils';

type Event = Record<string, unknown> & { event: string };
const clicks = () =>
  ((window.dataLayer ?? []) as Event[]).filter((event) => event.event === 'CTA Clicked');

/** One FAQ whose answer is the rich text under test, opened by its question. */
async function faqAnswer(answer: string, options: { spanish?: boolean } = {}) {
  server.use(
    http.get('*/po/content/content/faqs', () =>
      HttpResponse.json({ faqs: [{ id: 'links', question: 'Where can I learn more?', answer }] }),
    ),
  );
  if (options.spanish) speakSpanish();
  const view = renderApp('/retirement/harborpine/faqs');
  await view.user.click(
    await screen.findByRole('button', { name: 'Where can I learn more?' }, { timeout: 10_000 }),
  );
  // Only the clicks on the answer's links count.
  window.dataLayer = [];
  return view;
}

beforeEach(() => {
  window.dataLayer = [];
});

/** A body link named "Try the calculator" was clicked: reported by its words, followed in the app. */
async function expectCalculatorOpened(router: { state: { location: { pathname: string } } }) {
  expect(clicks()).toEqual([
    {
      event: 'CTA Clicked',
      customLinkName: 'TryTheCalculator',
      linkId: '/harborpine/calculator',
      linkPosition: 'body',
    },
  ]);
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/harborpine/calculator');
  });
}

describe('links in CMS rich text', { timeout: 60_000 }, () => {
  it('names a click on a new-tab link by its words alone, the same in both languages', async () => {
    const answer =
      '<p><a href="https://www.ssa.gov/myaccount/">my Social Security</a></p>' +
      '<p><a href="https://www.irs.gov/"><img src="/images/irs.svg" alt="IRS"></a></p>';
    for (const spanish of [false, true]) {
      const { user, unmount } = await faqAnswer(answer, { spanish });
      // The links' names for a screen reader still say where they open.
      await user.click(screen.getByRole('link', { name: /^my Social Security ?\(/ }));
      await user.click(screen.getByRole('link', { name: /^IRS ?\(/ }));
      expect(clicks().map((event) => event.customLinkName)).toEqual(['MySocialSecurity', 'IRS']);
      unmount();
      window.localStorage.clear();
    }
  });

  it('reports a click on an image link to an app page, by the image’s alternative text', async () => {
    const { user, router } = await faqAnswer(
      '<p><a href="/calculator"><img src="/images/calculator.svg" alt="Try the calculator"></a></p>',
    );
    await user.click(screen.getByRole('link', { name: 'Try the calculator' }));
    await expectCalculatorOpened(router);
  });

  it('shows the page a ?lang=es link names in Spanish, as the same link opened from an e-mail', async () => {
    const { user, router } = await faqAnswer(
      '<p><a href="/harborpine/get-the-facts?lang=es">Get the facts in Spanish</a></p>',
    );
    await user.click(screen.getByRole('link', { name: 'Get the facts in Spanish' }));
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('es-US');
    });
    expect(router.state.location.pathname).toBe('/harborpine/get-the-facts');
    // Left in the address, a reload would undo a later switch back to English.
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByRole('button', { name: 'English' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('keeps the spaces a link’s address holds: the e-mail’s subject and the document’s name', async () => {
    await faqAnswer(
      '<p><a href="mailto:benefits@harborpine.example?subject=My retirement question">Write to us</a></p>' +
        '<p><a href="https://docs.example/Plan Summary.pdf">Plan summary</a></p>',
    );
    // A browser sends a space in an address as %20; dropped, the subject read "Myretirementquestion"
    // and the document's address named a file that does not exist.
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:benefits@harborpine.example?subject=My%20retirement%20question',
    );
    expect(screen.getByRole('link', { name: /^Plan summary/ })).toHaveAttribute(
      'href',
      'https://docs.example/Plan%20Summary.pdf',
    );
  });

  it('opens an address of this site written without slashes here, not as another site', async () => {
    // The test page is http, as production is https: `http:calculator` here is `https:calculator`
    // there. A browser reads the scheme of its own page without slashes as a path on this site,
    // not as the host `calculator`.
    const { user, router } = await faqAnswer(
      '<p><a href="http:calculator">Try the calculator</a></p>' +
        '<p><a href="HTTP:/harborpine/get-the-facts">Read the facts</a></p>' +
        '<p><a href="https:plan.example/rules.pdf">Plan rules</a></p>',
    );
    const facts = screen.getByRole('link', { name: /^Read the facts/ });
    expect(facts).toHaveAttribute('href', '/harborpine/get-the-facts');
    expect(facts).not.toHaveAttribute('target');
    // Another scheme than the page's is another site, whatever its slashes: still a new tab.
    expect(screen.getByRole('link', { name: /^Plan rules ?\(/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const calculator = screen.getByRole('link', { name: /^Try the calculator/ });
    expect(calculator).not.toHaveAttribute('target');
    await user.click(calculator);
    await expectCalculatorOpened(router);
  });

  it('opens the page a link names with a backslash after the scheme, as the browser reads it', async () => {
    // `https:\calculator` on the https site; the browser reads the backslash as a slash.
    const { user, router } = await faqAnswer(
      '<p><a href="http:\\calculator">Try the calculator</a></p>',
    );
    const calculator = screen.getByRole('link', { name: /^Try the calculator/ });
    expect(calculator).toHaveAttribute('href', '/harborpine/calculator');
    expect(calculator).not.toHaveAttribute('target');
    await user.click(calculator);
    await expectCalculatorOpened(router);
  });
});

describe('an enrolment link (e=1) followed inside the app', { timeout: 60_000 }, () => {
  /** The header's contribution button, once the company's shell is on the page. */
  async function headerButton(name: string) {
    const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
    return within(banner).findByRole('button', { name }, { timeout: 10_000 });
  }

  /** Harbor & Pine's answers: one links to the enrolment pages, one is for enrolling only. */
  async function harborPineFaqs(href: string) {
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: [
            {
              id: 'new-here',
              question: 'I just joined. Where do I start?',
              answer: `<p><a href="${href}">Start your enrollment</a></p>`,
              isEnroll: false,
            },
            {
              id: 'enrolled-automatically',
              question: 'Was I enrolled automatically at Harbor & Pine?',
              answer: '<p>After 30 days, at 4% of pay.</p>',
              isEnroll: true,
            },
          ],
        }),
      ),
    );
    const view = renderApp('/retirement/harborpine/faqs');
    await view.user.click(
      await screen.findByRole(
        'button',
        { name: 'I just joined. Where do I start?' },
        { timeout: 10_000 },
      ),
    );
    expect(await headerButton('Change my contribution')).toBeVisible();
    await view.user.click(screen.getByRole('link', { name: 'Start your enrollment' }));
    return view;
  }

  it('shows the enroll-only answers and labels, as the same link opened from an e-mail', async () => {
    const { router } = await harborPineFaqs('/harborpine/faqs?e=1');
    expect(
      await screen.findByRole(
        'button',
        { name: 'Was I enrolled automatically at Harbor & Pine?' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'I just joined. Where do I start?' }),
    ).not.toBeInTheDocument();
    expect(await headerButton('Enroll now')).toBeVisible();
    expect(router.state.location).toMatchObject({
      pathname: '/retirement/harborpine/faqs',
      search: '?e=1',
    });
  });

  it('makes the company it leads to the enrolling sponsor, and only that one', async () => {
    const { router, unmount } = await harborPineFaqs('/retirement/lumenhealth?e=1');
    expect(await headerButton('Enroll now')).toBeVisible();
    expect(router.state.location.pathname).toBe('/retirement/lumenhealth');

    await router.navigate('/retirement/harborpine');
    expect(await headerButton('Change my contribution')).toBeVisible();
    unmount();

    // The tab keeps the sponsor through a reload, as it keeps one an e-mail's link named.
    renderApp('/retirement/lumenhealth');
    expect(await headerButton('Enroll now')).toBeVisible();
  });
});
