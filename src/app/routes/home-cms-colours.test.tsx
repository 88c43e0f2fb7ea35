import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

const NESTED = '*/po/content/content/fragments/nested';
const MODELS = '/conf/my-retirement/settings/dam/cfm/models';

/** The home page's blocks as the CMS sends them, for one test. */
function serveHomeBlocks(components: unknown[]) {
  server.use(
    http.get(NESTED, ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (!path.includes('/homepage/')) return undefined;
      return HttpResponse.json({ children_components: components });
    }),
  );
}

/** The text colour a block's section gives its words, against the fill the section shows. */
function sectionContrast(section: HTMLElement) {
  const { color, backgroundColor } = getComputedStyle(section);
  return getContrastRatio(color, backgroundColor);
}

// A CMS colour is the editor's choice: dark, light or mid-tone, the block's words read at AA.
describe('home blocks on a colour the CMS chose', { timeout: 60_000 }, () => {
  it.each(['#0f2a3d', '#808080', '#eef4f7'])(
    'a hotspot block on %s reads at 4.5:1',
    async (backgroundColor) => {
      serveHomeBlocks([
        {
          'cq:model': `${MODELS}/hotspot-widget`,
          title: 'How your plan grows',
          content: '<p>Four parts work together.</p>',
          actionLabel: 'Select a number to learn more',
          backgroundColor,
          children_hotspots: [{ ctaLabel: 'Your pay', content: '<p>Pay.</p>', top: 40, left: 30 }],
        },
      ]);
      renderApp('/retirement/generic');
      const section = await screen.findByRole(
        'region',
        { name: 'How your plan grows' },
        { timeout: 10_000 },
      );
      expect(sectionContrast(section)).toBeGreaterThanOrEqual(4.5);
      // The action label is the section's own text colour, not the page's grey.
      const action = screen.getByText('Select a number to learn more');
      expect(
        getContrastRatio(getComputedStyle(action).color, backgroundColor),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});
