import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { failGet, server } from '@/testing/msw';
import { renderApp, speakSpanish } from '@/testing/test-utils';
import { readStartupSeed } from '@/features/user/startup';
import { suggestedFundYear } from '@/features/target-date/glide-path';

/**
 * The first page a run renders compiles its chunks (with -t, either test below can be it): on a
 * busy 2-core machine that takes longer than the default 5 s.
 */
const FIRST_PAGE = { timeout: 10_000 };

describe('Resources & FAQs', () => {
  it('names the FAQs in its Spanish heading too, where the short menu label cannot', async () => {
    speakSpanish();
    renderApp('/harborpine/make-a-change');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Recursos y preguntas frecuentes' },
        FIRST_PAGE,
      ),
    ).toBeInTheDocument();
  });

  it('shows the contribution button, company resources and links, and the FAQs link', async () => {
    renderApp('/harborpine/make-a-change');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resources & FAQs' }, FIRST_PAGE),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('button', { name: 'Change my contribution' }),
    ).toBeInTheDocument();

    const resources = await within(main).findByRole('region', { name: 'Company resources' });
    const hsa = within(resources).getByRole('link', { name: /Harbor Health Savings/ });
    expect(hsa).toHaveAttribute('href', 'https://hsa.harborpine.example');
    expect(hsa).toHaveAttribute('target', '_blank');
    expect(within(resources).getAllByRole('listitem')).toHaveLength(3);
    // The footer's strip of the same links is part of the footer, not a second landmark of the
    // same name beside the page's.
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    await within(footer).findByRole('heading', { name: 'Company resources' });
    expect(screen.getAllByRole('region', { name: 'Company resources' })).toEqual([resources]);

    const links = await within(main).findByRole('region', { name: 'Plan documents and links' });
    expect(within(links).getByRole('link', { name: /Summary plan description/ })).toHaveAttribute(
      'href',
      'https://benefits.harborpine.example/spd.pdf',
    );

    const faqs = within(main).getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faqs).getByRole('link', { name: 'See all FAQs' })).toHaveAttribute(
      'href',
      '/retirement/harborpine/faqs',
    );
    expect(
      within(faqs).getByRole('link', { name: 'Still have a question? Contact us' }),
    ).toHaveAttribute('href', '/harborpine/contact-us');
    // The top FAQs are the first three this participant would see on the FAQ page.
    await waitFor(() => {
      expect(within(faqs).getAllByRole('button', { expanded: false })).toHaveLength(3);
    });
  });

  it('shows the default message where resources failed, and keeps the rest of the page', async () => {
    failGet('*/po/content/content/company-resources', 'status-500');
    renderApp('/harborpine/make-a-change');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(
      "We're sorry, an error has occurred. Please try again later.",
    );
    expect(
      within(main).getByRole('region', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('button', { name: 'Remind me in six months' }),
    ).toBeInTheDocument();
  });

  it('leaves out empty resource sections and the contact link when contact us is off', async () => {
    renderApp('/generic/make-a-change');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Resources & FAQs' });
    expect(within(main).queryByRole('region', { name: 'Company resources' })).toBeNull();
    expect(within(main).queryByRole('link', { name: /Contact us/ })).toBeNull();
  });
});

describe('Contact us', () => {
  it('offers the HR phone as tel:, the contact e-mail as mailto: with its subject, and the CTA label', async () => {
    renderApp('/harborpine/contact-us');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Contact us' });
    expect(within(main).getByRole('link', { name: '1-800-555-0142, call HR' })).toHaveAttribute(
      'href',
      'tel:18005550142',
    );
    expect(
      within(main).getByRole('link', { name: 'Talk to a Harbor & Pine benefits specialist' }),
    ).toHaveAttribute(
      'href',
      'mailto:benefits@harborpine.test?subject=Harbor%20%26%20Pine%20401(k)%20question',
    );
    // The address written out is a link too (every e-mail address is a mailto: link).
    expect(within(main).getByRole('link', { name: 'benefits@harborpine.test' })).toHaveAttribute(
      'href',
      'mailto:benefits@harborpine.test',
    );
  });

  it('says the contact details failed to load, with a retry, where the Oops! modal sends the participant', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) =>
        failing && new URL(request.url).searchParams.get('path')?.endsWith('/companies/harborpine')
          ? HttpResponse.json({ error: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/retirement/harborpine?lang=es');
    const dialog = await screen.findByRole('dialog', { name: '¡Uy!' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Contáctenos' }));
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Contáctenos' });
    // Without the config there is no phone or e-mail to offer: the page says why, and asks again.
    const alert = within(main).getByRole('alert');
    expect(alert).toHaveTextContent(
      'Lo sentimos, ocurrió un error. Vuelva a intentarlo más tarde.',
    );
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(
      await screen.findByRole('link', { name: /1-800-555-0142/ }, { timeout: 5_000 }),
    ).toHaveAttribute('href', 'tel:18005550142');
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the default label and no subject when the company configures none', async () => {
    renderApp('/lumenhealth/contact-us');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('link', { name: 'Email your benefits team' }),
    ).toHaveAttribute('href', 'mailto:hr@lumenhealth.test');
  });
});

describe('Target-date funds', () => {
  it('explains target-date funds with a glide-path chart when the company shows them', async () => {
    const { user } = renderApp('/cobaltridge/target-date');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Target-date funds' }),
    ).toBeInTheDocument();
    const chart = within(main).getByRole('img', { name: /A typical glide path/ });
    // Both axes are labelled, and the numbers are in a table too.
    expect(within(chart).getByText('Share in stocks')).toBeInTheDocument();
    expect(
      within(chart).getByText('Years before (−) and after (+) the target year'),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('table', { name: 'Share of stocks on a typical glide path' }),
    ).toBeInTheDocument();
    await user.type(within(main).getByRole('textbox', { name: 'The year you were born' }), '1990');
    expect(within(main).getByText(/look at the 2055 fund/)).toBeInTheDocument();
    expect(screen.getByTestId('disclosures')).toHaveTextContent('Target-date funds are designed');
  });

  it('links to Resources & FAQs only for a company that offers that page', async () => {
    const { unmount } = renderApp('/harborpine/target-date');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Resources & FAQs' })).toHaveAttribute(
      'href',
      '/harborpine/make-a-change',
    );
    unmount();
    renderApp('/cobaltridge/target-date');
    const cobalt = await screen.findByRole('main');
    expect(await within(cobalt).findByRole('link', { name: 'Run the numbers' })).toBeVisible();
    expect(
      within(cobalt).queryByRole('link', { name: 'Resources & FAQs' }),
    ).not.toBeInTheDocument();
  });

  it('is not found when the company does not show target-date funds', async () => {
    renderApp('/generic/target-date');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Hmm ... looks like this page is already enjoying its retirement.',
      }),
    ).toBeInTheDocument();
  });

  it('keeps the usual disclosures on the not-found page of a company without target-date funds', async () => {
    // Generic offers no target-date page: its not-found page must not disclose target-date funds
    // in place of the not-FDIC-insured and fund-company notices every other page carries.
    renderApp('/generic/target-date');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Hmm ... looks like this page is already enjoying its retirement.',
    });
    const disclosures = await screen.findByTestId('disclosures');
    expect(disclosures).toHaveTextContent('Not FDIC insured');
    expect(disclosures).not.toHaveTextContent('Target-date funds are designed');
  });

  it('is not "not found" when the company config failed: the message, a retry, then the page', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) =>
        failing && new URL(request.url).searchParams.get('path')?.endsWith('/companies/cobaltridge')
          ? HttpResponse.json({ error: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderApp('/cobaltridge/target-date');
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const main = screen.getByRole('main');
    // The service failed: whether this company shows the page is unknown, not "no".
    expect(
      within(main).queryByRole('heading', { name: /already enjoying its retirement/ }),
    ).not.toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Target-date funds' }),
    ).toBeVisible();
    const alert = within(main).getByRole('alert');
    expect(alert).toHaveTextContent("We're sorry, an error has occurred. Please try again later.");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The shell shows its loader while the config arrives, then a new main.
    expect(
      await screen.findByRole('img', { name: /A typical glide path/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "reached", not "reach", to a participant who turned 67 in an earlier year', async () => {
    // Only the clock: the page's queries and user events keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    try {
      const { user, unmount } = renderApp('/cobaltridge/target-date');
      const field = await screen.findByRole('textbox', { name: 'The year you were born' });
      await user.type(field, '1955');
      expect(screen.getByText('You reached 67 in 2022: look at the 2020 fund.')).toBeVisible();
      // The year they turn 67 is still ahead of them, or this year.
      await user.clear(field);
      await user.type(field, '1959');
      expect(screen.getByText('You reach 67 in 2026: look at the 2025 fund.')).toBeVisible();
      unmount();

      speakSpanish();
      const view = renderApp('/cobaltridge/target-date');
      await view.user.type(
        await screen.findByRole('textbox', { name: 'El año en que nació' }),
        '1955',
      );
      expect(
        screen.getByText('Usted cumplió 67 años en 2022: fíjese en el fondo 2020.'),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a birth year out of range as invalid, and the field is described by why', async () => {
    const { user } = renderApp('/cobaltridge/target-date');
    const field = await screen.findByRole('textbox', { name: 'The year you were born' });
    await user.type(field, '1900');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      /^Four digits, for example 1988 Enter a year between 1940 and \d{4}\.$/,
    );
    await user.clear(field);
    await user.type(field, '1990');
    expect(field).toBeValid();
    expect(field).toHaveAccessibleDescription(/look at the 2055 fund/);
  });

  it('says a birth year left short of four digits is not a year, and not while it is typed', async () => {
    const { user } = renderApp('/cobaltridge/target-date');
    const field = await screen.findByRole('textbox', { name: 'The year you were born' });
    await user.type(field, '198');
    expect(field).toBeValid();
    await user.tab();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      /^Four digits, for example 1988 Enter a year between 1940 and \d{4}\.$/,
    );
    await user.type(field, '8');
    expect(field).toBeValid();
    expect(field).toHaveAccessibleDescription(/look at the 2055 fund/);
  });

  it('reads a birth year typed in full-width digits', async () => {
    const { user } = renderApp('/cobaltridge/target-date');
    const field = await screen.findByRole('textbox', { name: 'The year you were born' });
    await user.click(field);
    await user.paste('１９９０');
    expect(field).toHaveValue('1990');
    expect(field).toHaveAccessibleDescription(/look at the 2055 fund/);
  });

  it('suggests the five-year fund nearest the year the participant turns 67', () => {
    expect(suggestedFundYear(1990)).toBe(2055);
    expect(suggestedFundYear(1960)).toBe(2025);
    expect(suggestedFundYear(2001)).toBe(2070);
  });
});

describe('Privacy policy', () => {
  it('says the policy is not available when the CMS sends none, or nothing left to read', async () => {
    for (const payload of [
      {},
      { title: 'Privacy', content: '<script>alert(1)</script><p> </p>' },
    ]) {
      server.use(
        http.get('*/po/content/content/fragments', ({ request }) =>
          new URL(request.url).searchParams.get('path')?.includes('privacy-policy')
            ? HttpResponse.json(payload)
            : undefined,
        ),
      );
      const view = renderApp('/retirement/privacy');
      expect(
        await screen.findByText(
          'The privacy policy isn’t available right now. Please check back soon.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('names the site it is read on: MyRetirement on its host, in English and Spanish', async () => {
    // The site as start-up reads it from the host (and the stored language).
    const site = () =>
      readStartupSeed(new URL('http://myretirement.localhost/retirement/privacy')).site;
    const view = renderApp('/retirement/privacy', { seed: { site: site() } });
    expect(
      await screen.findByText(/is a retirement-education service/, {}, { timeout: 10_000 }),
    ).toHaveTextContent(/^MyRetirement is a retirement-education service/);
    expect(screen.getByRole('main')).not.toHaveTextContent('RetireWell');
    expect(screen.getByRole('link', { name: 'privacy@myretirement.example' })).toBeInTheDocument();
    view.unmount();

    speakSpanish();
    renderApp('/retirement/privacy', { seed: { site: site() } });
    expect(
      await screen.findByText(/es un servicio de educación/, {}, { timeout: 10_000 }),
    ).toHaveTextContent(/^MyRetirement es un servicio de educación/);
    expect(screen.getByRole('main')).not.toHaveTextContent('RetireWell');
  });
});
