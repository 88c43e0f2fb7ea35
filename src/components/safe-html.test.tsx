import { describe, expect, it } from 'vitest';
import { configureHttp } from '@/lib/http';
import { prepareCmsHtml } from './safe-html';

const prepared = (html: string, company = 'acme') => {
  const host = document.createElement('div');
  host.innerHTML = prepareCmsHtml(html, company);
  return host;
};

describe('prepareCmsHtml (SPEC.md "Path rules" for rich text)', () => {
  it('sends quiz links under /retirement/{company} and scopes other internal links', () => {
    const host = prepared(
      '<a href="/quiz">quiz</a><a href="/calculator">calc</a><a href="faqs">faqs</a><a href="/articles/1/x">article</a>',
    );
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/retirement/acme/quiz',
      '/acme/calculator',
      '/acme/faqs',
      '/articles/1/x',
    ]);
    for (const anchor of host.querySelectorAll('a')) {
      expect(anchor).toHaveAttribute('data-internal');
      expect(anchor).not.toHaveAttribute('target');
    }
  });

  it('opens other sites in a new tab, safely, and says so to screen readers', () => {
    const anchor = prepared(
      '<a href="https://www.ssa.gov/myaccount/">my Social Security</a>',
    ).querySelector('a');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveTextContent('my Social Security (opens in a new tab)');
    expect(anchor).not.toHaveAttribute('data-internal');
  });

  it("opens a link to a CMS file (a plan's PDF) from the content service's host, in a new tab", () => {
    configureHttp({ baseUrl: 'https://content.example' });
    try {
      const anchor = prepared(
        '<a href="/content/dam/acme/plan/spd.pdf">Summary plan description</a>',
      ).querySelector('a');
      expect(anchor).toHaveAttribute(
        'href',
        'https://content.example/content/dam/acme/plan/spd.pdf',
      );
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).not.toHaveAttribute('data-internal');
    } finally {
      configureHttp({ baseUrl: '' });
    }
    // One content service with the app: the file's path on this host, still no page of the app.
    expect(
      prepared('<a href="/content/dam/acme/spd.pdf">SPD</a>').querySelector('a'),
    ).toHaveAttribute('href', '/content/dam/acme/spd.pdf');
  });

  it('keeps mailto and tel links in the same tab', () => {
    const host = prepared(
      '<a href="mailto:hr@example.com" target="_blank">mail</a>' +
        '<a href="tel:+18005550100" target="_top">call</a>',
    );
    const [mail, call] = host.querySelectorAll('a');
    expect(mail).toHaveAttribute('href', 'mailto:hr@example.com');
    expect(mail).toHaveTextContent(/^mail$/);
    // The CMS's target would open an empty tab beside the mail app, unannounced.
    expect(mail).not.toHaveAttribute('target');
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(call).not.toHaveAttribute('target');
  });

  it('writes a link’s scheme in lower case, so the printout adds its address (HTTPS:// did not)', () => {
    const [upper, mixed] = prepared(
      '<a href="HTTPS://www.ssa.gov/myaccount/">SSA</a><a href="Http://irs.example/forms">IRS</a>',
    ).querySelectorAll('a');
    expect(upper).toHaveAttribute('href', 'https://www.ssa.gov/myaccount/');
    expect(mixed).toHaveAttribute('href', 'http://irs.example/forms');
  });

  it('gives an old-style <a name> target its id, so a #link to it scrolls there', () => {
    const host = prepared(
      '<p><a href="#fees">Fees</a></p><h2><a name="fees"></a>Fees</h2><a name="a b">x</a>',
    );
    const targets = host.querySelectorAll('a:not([href])');
    expect(targets[0]).toHaveAttribute('id', 'fees');
    // Only a plain id is ever looked up (see the root layout): another name is left alone.
    expect(targets[1]).not.toHaveAttribute('id');
  });

  it('leaves no link without a name: an empty one is no link, an image’s alt names one', () => {
    const host = prepared(
      '<a href="/faqs"></a><a href="https://irs.example/"> </a>' +
        '<a href="https://irs.example/"><img src="/images/irs.svg" alt=""></a>' +
        '<a href="/calculator"><img src="/images/calc.svg" alt="Calculator"></a>',
    );
    expect(host.querySelectorAll('a[href]')).toHaveLength(1);
    expect(host.querySelector('a[href]')).toHaveAttribute('href', '/acme/calculator');
  });

  it('puts each ordered-list item’s number in its own element, honouring start', () => {
    const host = prepared('<ol start="4"><li>four</li><li>five</li></ol>');
    const numbers = [...host.querySelectorAll('li > .cms-ol-index')];
    expect(numbers.map((number) => number.textContent)).toEqual(['4', '5']);
    expect(numbers[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps an ordered-list item’s words in one block beside its number', () => {
    // The item is a flex row: bold text, a link or a lang="en" span left loose beside the words
    // would each become a column of their own, one letter wide at 390 px.
    const host = prepared(
      '<ol><li><strong>Set your date.</strong> Read <a href="/faqs">how</a> and look for «<span lang="en">annual increase</span>».</li></ol>',
    );
    const item = host.querySelector('li');
    expect(item?.childNodes).toHaveLength(2);
    expect(item?.lastChild).toHaveTextContent(
      'Set your date. Read how and look for «annual increase».',
    );
  });

  it('drops image-map links, which these rules do not reach (a named target kept the opener)', () => {
    const host = prepared(
      '<img src="/images/plan.svg" alt="Plan" usemap="#plan"><map name="plan">' +
        '<area shape="default" href="https://evil.example/" target="other" alt="Details"></map>',
    );
    expect(host.querySelector('area, map')).toBeNull();
    expect(host.querySelector('img')).toHaveAttribute('alt', 'Plan');
  });

  it('drops unsafe links but keeps their text', () => {
    const host = prepared('<a href="javascript:alert(1)">click</a>');
    expect(host.querySelector('a')).not.toHaveAttribute('href');
    expect(host).toHaveTextContent('click');
  });
});
