import { describe, expect, it } from 'vitest';

const base = 'http://localhost/po/content';
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('mock content service: articles, FAQs', () => {
  it('answers bad article requests with 400 and a message', async () => {
    for (const [path, body] of [
      ['/articles/', {}],
      ['/articles/', '{broken'],
      ['/articles/', { tagsQueryString: 'my-retirement:companies/generic' }],
      [
        '/content/articles',
        { tagsQueryString: 'nope', multiMediaFetch: false, influencersFetch: false },
      ],
      [
        '/articles/next',
        {
          articleRatingType: 'VIEWS',
          exclusionArticles: [],
          numberOfArticles: 1,
          tagsQueryString: '',
        },
      ],
      [
        '/articles/next',
        {
          articleRatingType: 'LIKES',
          exclusionArticles: 'a',
          numberOfArticles: 1,
          tagsQueryString: '',
        },
      ],
      [
        '/articles/next',
        {
          articleRatingType: 'LIKES',
          exclusionArticles: [],
          numberOfArticles: 0,
          tagsQueryString: '',
        },
      ],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    const rating = await fetch(
      `${base}/articles/6f1c2a10-0001-4a7e-9b1d-aa0000000001/rating?articleRatingType=LIKES&articleRatingActionType=LOVE`,
    );
    expect(rating.status).toBe(400);
  });

  it('counts likes and unlikes, never below zero', async () => {
    const id = '6f1c2a10-0013-4a7e-9b1d-aa0000000013';
    const rate = async (action?: string) => {
      const query = action ? `&articleRatingActionType=${action}` : '';
      const response = await fetch(`${base}/articles/${id}/rating?articleRatingType=LIKES${query}`);
      return ((await response.json()) as { count: number }).count;
    };
    const before = await rate();
    expect(await rate('LIKE')).toBe(before + 1);
    expect(await rate('UNLIKE')).toBe(before);
  });

  it('recommends an unread article sharing a tag, and starts over when all are read', async () => {
    const next = async (exclusionArticles: string[]) => {
      const response = await post('/articles/next', {
        articleRatingType: 'LIKES',
        exclusionArticles,
        numberOfArticles: 1,
        tagsQueryString: 'my-retirement:topics/irregular-income',
      });
      return ((await response.json()) as { articles: { aemId: string }[] }).articles[0]?.aemId;
    };
    const only = '6f1c2a10-0023-4a7e-9b1d-aa0000000023';
    expect(await next([])).toBe(only);
    expect(await next([only])).toBe(only);
  });

  it('serves FAQs for the company and the asked domains only', async () => {
    const response = await fetch(
      `${base}/content/faqs?companies=my-retirement:companies/lumenhealth&domains=my-retirement:domains/myretirement&domains=my-retirement:domains/all`,
    );
    const { faqs } = (await response.json()) as { faqs: { id: string }[] };
    const ids = faqs.map((faq) => faq.id);
    expect(ids).toContain('faq-what-is-myretirement');
    expect(ids).toContain('faq-lumenhealth-403b');
    expect(ids).not.toContain('faq-what-is-retirewell');
    expect(ids).not.toContain('faq-harborpine-match');
    const bad = await fetch(`${base}/content/faqs?companies=my-retirement:companies/generic`);
    expect(bad.status).toBe(400);
  });
});
