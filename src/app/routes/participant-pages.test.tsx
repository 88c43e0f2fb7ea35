import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failGet, server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { suggestedFundYear } from '@/features/target-date/glide-path';

describe('Resources & FAQs', () => {
  it('shows the contribution button, company resources and links, and the FAQs link', async () => {
    renderApp('/harborpine/make-a-change');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resources & FAQs' }),
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
    expect(within(main).getByRole('link', { name: 'Call HR at 1-800-555-0142' })).toHaveAttribute(
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
});
