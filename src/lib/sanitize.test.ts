import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './http';
import { safeUrl } from './safe-url';
import { htmlToText, sanitizeHtml } from './sanitize';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+18005550100',
    '/retirement/generic',
    'calculator',
    '#section',
    '?s=g',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'file:///etc/passwd',
    'https://',
    'http://[x',
    'https://a.example:99999',
    'java script:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    ' \n //evil.example',
  ])('drops %s', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('sends a space inside a URL as %20, as a browser does, instead of dropping it', () => {
    expect(safeUrl(' mailto:hr@acme.example?subject=My question \n')).toBe(
      'mailto:hr@acme.example?subject=My%20question',
    );
    expect(safeUrl('/docs/Plan\tSummary.pdf')).toBe('/docs/PlanSummary.pdf');
    expect(safeUrl('https://docs.example/Plan Summary.pdf')).toBe(
      'https://docs.example/Plan%20Summary.pdf',
    );
  });

  it('drops values that are not strings', () => {
    expect(safeUrl(42)).toBeUndefined();
    expect(safeUrl({ href: 'https://x' })).toBeUndefined();
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and unsafe URLs but keeps content', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><script>alert(1)</script><iframe src="https://evil"></iframe></p>',
    );
    expect(html).not.toMatch(/onclick|onerror|javascript:|<script|<iframe/i);
    expect(html).toContain('Hi');
  });

  it('forces rel="noopener noreferrer" on links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('drops SVG and MathML mutation tricks, forms and styles', () => {
    const html = sanitizeHtml(
      '<svg><script>alert(1)</script></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' +
        '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form><p style="background:url(javascript:alert(1))">t</p>',
    );
    expect(html).not.toMatch(/<svg|<math|<form|<button|onerror|javascript:|style=/i);
  });

  it('never hands an inline handler to the parser, where Chromium reports a CSP violation', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const html = sanitizeHtml(
      '<img src=x onerror=alert(1)><svg/onload=alert(1)></svg><a href="#"onclick="x()">a</a>' +
        '<p title="</style><img src ONERROR = alert(1)>">t</p>',
    );
    const parsed = parse.mock.calls.map(([source]) => source).join('\n');
    parse.mockRestore();
    expect(parsed).toContain('<img');
    expect(parsed).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(html).not.toMatch(/on[a-z]+\s*=/i);
    expect(html).toContain('<a href="#">a</a>');
  });
});

describe("rich text's files", () => {
  afterEach(() => {
    configureHttp({ baseUrl: '' });
  });

  it("reads a picture's path on the content service's host, and a link's on this site", () => {
    configureHttp({ baseUrl: 'https://content.example' });
    const html = sanitizeHtml(
      '<p><img src="/content/dam/chart.png" alt="A chart"> <a href="/harborpine/faqs">FAQs</a></p>',
    );
    expect(html).toContain('src="https://content.example/content/dam/chart.png"');
    expect(html).toContain('href="/harborpine/faqs"');
  });
});

describe('htmlToText', () => {
  it('keeps the words of separate paragraphs and list items apart, for search', () => {
    expect(htmlToText('<p>Save</p><p>more</p><ul><li>early</li><li>often</li></ul>')).toBe(
      'Save more early often',
    );
  });
});

describe('inline styles', () => {
  it('drops a style attribute, however harmless it looks', () => {
    expect(sanitizeHtml('<p style="color: red">t</p>')).toBe('<p>t</p>');
  });
});
