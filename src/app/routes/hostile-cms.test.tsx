import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** What a compromised or careless content service might send in rich text. */
const HOSTILE_HTML = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a href="javascript:window.__pwned = \'href\'">plain</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#09;script:alert(1)">tab entity</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="  javascript:alert(1)">leading space</a>',
  '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg</a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle="alert(1)"><summary>toggle</summary></details>',
  '<p onmouseover="alert(1)">hover</p>',
].join('\n');

const HOSTILE_URL = 'javascript:window.__pwned = "url"';

/** No element may carry a handler, a script-capable tag, or a script URL. */
function expectNothingExecutable(root: HTMLElement) {
  // The app's own icons are the only SVG allowed.
  const ownIcons = 'svg:not(.MuiSvgIcon-root):not(.swiper-navigation-icon)';
  // Walking the raw DOM is the point: no role query sees attributes or script elements.
  // eslint-disable-next-line testing-library/no-node-access
  const forbidden = root.querySelectorAll(
    `script, iframe, object, embed, base, meta, form, math, ${ownIcons}`,
  );
  // The header's search form is the app's own; CMS HTML never reaches the header.
  const fromContent = [...forbidden].filter(
    (element) => !element.matches('header form[role="search"]'),
  );
  expect(fromContent.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      expect(value, `${element.tagName} ${attribute.name}`).not.toMatch(
        /^(javascript|vbscript|data):/i,
      );
    }
  }
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

const models = '/conf/my-retirement/settings/dam/cfm/models';
const hostileCard = {
  title: 'Card',
  content: HOSTILE_HTML,
  image: HOSTILE_URL,
  articleImage: HOSTILE_URL,
  ctaLabel: 'Go',
  ctaLink: HOSTILE_URL,
};
const hostileHome = {
  children_components: [
    {
      'cq:model': `${models}/full-width-hero`,
      title: 'Hostile hero',
      content: HOSTILE_HTML,
      ctaLabel: 'Hero action',
      ctaUrl: HOSTILE_URL,
      desktopBgImagePath: HOSTILE_URL,
      mobileBgImagePath: 'data:image/svg+xml,<svg onload=alert(1)>',
      colorHexCode: 'red;background:url(javascript:alert(1))',
    },
    {
      'cq:model': `${models}/three-card`,
      title: 'Hostile cards',
      content: HOSTILE_HTML,
      children_cards: [hostileCard, hostileCard, hostileCard, hostileCard],
    },
    {
      'cq:model': `${models}/hotspot-widget`,
      title: 'Hostile hotspot',
      content: HOSTILE_HTML,
      desktopImagePath: HOSTILE_URL,
      children_hotspots: [
        { ctaLabel: 'Spot', content: HOSTILE_HTML, showNumber: true, top: 50, left: 50 },
      ],
    },
    {
      'cq:model': `${models}/split-content`,
      title: 'Hostile split',
      content: HOSTILE_HTML,
      ctaLabel: 'Split action',
      ctaUrl: HOSTILE_URL,
      newWindow: true,
      desktopBgImagePath: HOSTILE_URL,
    },
    {
      'cq:model': `${models}/carousel-hero`,
      title: 'Hostile carousel',
      children_cards: [hostileCard, hostileCard],
    },
  ],
};

describe('hostile CMS content', { timeout: 60_000 }, () => {
  it('never reaches the home page as script or a javascript: URL', async () => {
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) =>
        new URL(request.url).searchParams.get('path')?.includes('/homepage/')
          ? HttpResponse.json(hostileHome)
          : undefined,
      ),
    );
    const { user } = renderApp('/retirement/generic');
    await screen.findByRole('heading', { level: 1, name: 'Hostile hero' }, { timeout: 10_000 });
    const carousel = await screen.findByRole('region', { name: 'Hostile carousel' });
    await within(carousel).findAllByText('Card');
    await user.click(screen.getByRole('button', { name: '1: Spot' }));
    await screen.findByRole('dialog', { name: 'Spot' }, { timeout: 10_000 });
    // Text survives; only the dangerous parts go.
    expect(screen.getAllByText('mixed case').length).toBeGreaterThan(0);
    // An unsafe CTA renders as text, not as a link.
    expect(screen.queryByRole('link', { name: 'Hero action' })).not.toBeInTheDocument();
    expect(screen.getByText('Hero action')).toBeInTheDocument();
    expectNothingExecutable(document.body);
  });

  it("shows a card's other picture when the picture it names first is unsafe", async () => {
    // The URL is checked where the payload is parsed, so an unsafe picture reads as absent and
    // the card falls back to its article's picture, as it does for a picture left out.
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) =>
        new URL(request.url).searchParams.get('path')?.includes('/homepage/')
          ? HttpResponse.json({
              children_components: [
                {
                  'cq:model': `${models}/three-card`,
                  title: 'Cards',
                  children_cards: [
                    {
                      title: 'Saving early',
                      image: HOSTILE_URL,
                      articleImage: '/images/home/slide-calculator.svg',
                      alt: 'A calculator beside a notebook',
                    },
                  ],
                },
              ],
            })
          : undefined,
      ),
    );
    renderApp('/retirement/generic');
    const cards = await screen.findByRole('region', { name: 'Cards' }, { timeout: 10_000 });
    expect(
      within(cards).getByRole('img', { name: 'A calculator beside a notebook' }),
    ).toHaveAttribute('src', '/images/home/slide-calculator.svg');
    expectNothingExecutable(document.body);
  });

  it('never reaches an article as script or a javascript: URL', async () => {
    server.use(
      http.get('*/po/content/articles/:id', ({ params }) =>
        HttpResponse.json({
          id: params.id,
          title: 'Hostile article',
          content: HOSTILE_HTML,
          imagePath: HOSTILE_URL,
          tags: ['<img src=x onerror=alert(1)>'],
          topics: ['<script>alert(1)</script>'],
          badges: [{ status: '<b onclick=alert(1)>New</b>', icon: 'new' }],
        }),
      ),
    );
    renderApp('/generic/articles/6f1c2a10-0001-4a7e-9b1d-aa0000000001/x');
    await screen.findByRole('heading', { level: 1, name: 'Hostile article' }, { timeout: 10_000 });
    // CMS plain-text fields stay text.
    expect(screen.getByText('<b onclick=alert(1)>New</b>')).toBeInTheDocument();
    expectNothingExecutable(document.body);
  });

  it('never reaches the FAQ page as script or a javascript: URL', async () => {
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: [
            {
              id: 'x',
              question: 'Hostile question',
              // The unclosed <style> in the hostile list swallows what follows it: the link
              // comes first.
              answer: `<a href="/calculator" onclick="alert(1)">calc</a>${HOSTILE_HTML}`,
              isEnroll: false,
            },
          ],
        }),
      ),
    );
    const { user } = renderApp('/retirement/generic/faqs');
    await user.click(
      await screen.findByRole('button', { name: 'Expand all' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('link', { name: 'calc' })).toHaveAttribute(
      'href',
      '/generic/calculator',
    );
    expectNothingExecutable(document.body);
  });
});
