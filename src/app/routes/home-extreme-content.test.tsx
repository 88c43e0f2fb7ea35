import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

const MODELS = '/conf/my-retirement/settings/dam/cfm/models';

/** Legal but extreme home content: texts an author left empty or typed only spaces into. */
describe('home page with blank CMS texts', { timeout: 60_000 }, () => {
  it('names every heading, link and region where the CMS sent empty or blank texts', async () => {
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/homepage/')) return undefined;
        return HttpResponse.json({
          children_components: [
            { 'cq:model': `${MODELS}/full-width-hero`, title: 'Plan ahead', eyebrow: ' ' },
            {
              'cq:model': `${MODELS}/split-content`,
              title: '   ',
              content: '<p>Split text.</p>',
              ctaLabel: ' ',
              ctaUrl: '/calculator',
            },
            {
              'cq:model': `${MODELS}/three-card`,
              title: '',
              children_cards: [{ title: ' ', ctaLabel: '', ctaLink: '/calculator' }],
            },
            {
              'cq:model': `${MODELS}/carousel-hero`,
              title: '',
              children_cards: [{ title: 'Slide one', ctaLabel: '', ctaLink: '/faqs' }],
            },
          ],
        });
      }),
    );
    renderApp('/retirement/generic');
    await screen.findByRole('heading', { level: 1, name: 'Plan ahead' }, { timeout: 10_000 });
    await screen.findByText('Split text.');
    await screen.findByText('Slide one');
    const main = screen.getByRole('main');
    for (const heading of within(main).getAllByRole('heading')) {
      expect(heading).not.toHaveAccessibleName('');
    }
    for (const link of within(main).getAllByRole('link')) {
      expect(link).not.toHaveAccessibleName('');
    }
    for (const region of within(main).queryAllByRole('region')) {
      expect(region).not.toHaveAccessibleName('');
    }
    expect(within(main).getAllByRole('link', { name: /^Learn more/ }).length).toBeGreaterThan(0);
  });
});
