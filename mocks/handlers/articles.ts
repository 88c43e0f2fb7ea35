import { http, HttpResponse } from 'msw';
import { companyConfigs } from '../fixtures/company/configs';
import {
  articleCatalog,
  articleDetail,
  articleIn,
  articleSummary,
} from '../fixtures/articles/articles';
import { requestLanguage, type ContentLanguage } from '../fixtures/language';
import { catalogArticle } from '../fixtures/articles/catalog';

/**
 * The article calls of SPEC.md section 7. Like a real service, the mock keeps reads and like
 * counts in memory (per server process) and answers bad input with a 400 and a message.
 */
const likes = new Map<string, number>(
  articleCatalog.map((article, index) => [article.id, 40 - ((index * 7) % 37)]),
);
const reads = new Map<string, number>();

const COMPANY_TAG = /^my-retirement:companies\/([a-z0-9-]+)$/;
const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The company articles for `tagsQueryString`, or why the request is bad. */
function articlesForCompany(
  body: Record<string, unknown>,
  language: ContentLanguage,
): { articles: ReturnType<typeof articleSummary>[] } | string {
  const { tagsQueryString, multiMediaFetch, influencersFetch } = body;
  if (typeof tagsQueryString !== 'string' || !tagsQueryString) {
    return 'tagsQueryString is required';
  }
  if (typeof multiMediaFetch !== 'boolean' || typeof influencersFetch !== 'boolean') {
    return 'multiMediaFetch and influencersFetch must be booleans';
  }
  const company = COMPANY_TAG.exec(tagsQueryString)?.[1];
  if (!company) return `Unsupported tagsQueryString: ${tagsQueryString}`;
  const fetch = { multiMedia: multiMediaFetch, influencers: influencersFetch };
  return {
    articles:
      company in companyConfigs
        ? articleCatalog.map((a) => articleIn(language, a, articleSummary(a, fetch), false))
        : [],
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const articleHandlers = [
  http.post('*/po/content/articles/next', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return bad('A JSON body is required');
    const { articleRatingType, exclusionArticles, numberOfArticles, tagsQueryString } = body;
    if (articleRatingType !== 'LIKES') return bad('articleRatingType must be LIKES');
    if (!isStringList(exclusionArticles)) return bad('exclusionArticles must be a list of ids');
    if (
      typeof numberOfArticles !== 'number' ||
      !Number.isInteger(numberOfArticles) ||
      numberOfArticles < 1 ||
      numberOfArticles > 20
    ) {
      return bad('numberOfArticles must be a whole number from 1 to 20');
    }
    if (typeof tagsQueryString !== 'string') return bad('tagsQueryString is required');
    const tags = tagsQueryString.split(',').filter(Boolean);
    const tagged = articleCatalog.filter(
      (article) => tags.length === 0 || article.tags.some((tag) => tags.includes(tag)),
    );
    const byLikes = (list: typeof articleCatalog) =>
      [...list].sort((a, b) => (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0));
    const unread = byLikes(tagged.filter((article) => !exclusionArticles.includes(article.id)));
    // With everything read, the service starts over with the best-liked article of the tags.
    const picked = unread.length > 0 ? unread : byLikes(tagged);
    return HttpResponse.json({
      articles: picked.slice(0, numberOfArticles).map((article) => ({
        aemId: article.id,
        title: articleIn(requestLanguage(request), article, { title: article.title }, false).title,
        likes: likes.get(article.id) ?? 0,
      })),
    });
  }),

  http.post('*/po/content/articles/', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return bad('A JSON body is required');
    const result = articlesForCompany(body, requestLanguage(request));
    return typeof result === 'string' ? bad(result) : HttpResponse.json(result);
  }),

  http.post('*/po/content/content/articles', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return bad('A JSON body is required');
    const result = articlesForCompany(body, requestLanguage(request));
    return typeof result === 'string' ? bad(result) : HttpResponse.json(result);
  }),

  http.get('*/po/content/articles/:id/rating', ({ params, request }) => {
    const id = String(params.id);
    const search = new URL(request.url).searchParams;
    if (search.get('articleRatingType') !== 'LIKES') return bad('articleRatingType must be LIKES');
    if (!catalogArticle(id)) {
      return HttpResponse.json({ error: `No article with id ${id}` }, { status: 404 });
    }
    const action = search.get('articleRatingActionType');
    const count = likes.get(id) ?? 0;
    if (action === 'LIKE') likes.set(id, count + 1);
    else if (action === 'UNLIKE') likes.set(id, Math.max(0, count - 1));
    else if (action !== null) return bad('articleRatingActionType must be LIKE or UNLIKE');
    return HttpResponse.json({
      articleId: id,
      articleRatingType: 'LIKES',
      count: likes.get(id) ?? 0,
    });
  }),

  http.get('*/po/content/articles/:id', ({ params, request }) => {
    const id = String(params.id);
    const article = catalogArticle(id);
    if (!article) return HttpResponse.json({ error: `No article with id ${id}` }, { status: 404 });
    reads.set(id, (reads.get(id) ?? 0) + 1);
    return HttpResponse.json(
      articleIn(requestLanguage(request), article, articleDetail(article), true),
    );
  }),
];
