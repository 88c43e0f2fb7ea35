import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** Legal but extreme resources and links: counts sent as text, a link left without a name. */
describe('Resources & FAQs with extreme CMS content', { timeout: 60_000 }, () => {
  it('reads a count sent as text and leaves out a link without a name or address', async () => {
    server.use(
      http.get('*/po/content/content/company-resources', () =>
        HttpResponse.json({
          count: '3',
          resources: [
            { 'jcr:uuid': 'r1', linkName: 'Health savings', link: 'https://hsa.example' },
            { 'jcr:uuid': 'r2', linkName: '  ', link: 'https://blank.example' },
            { 'jcr:uuid': 'r3', linkName: 'Benefits portal', link: '' },
          ],
        }),
      ),
      http.get('*/po/content/content/company-links', () =>
        HttpResponse.json({
          count: '2',
          links: [
            { linkName: 'Plan summary', link: 'https://plan.example/spd.pdf' },
            { linkName: '', link: 'https://plan.example/blank.pdf' },
          ],
        }),
      ),
    );
    renderApp('/harborpine/make-a-change');
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    const resources = await within(main).findByRole(
      'region',
      { name: 'Company resources' },
      { timeout: 10_000 },
    );
    expect(
      within(resources)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Health savings')]);
    const links = await within(main).findByRole('region', { name: 'Plan documents and links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Plan summary')]);
  });
});
