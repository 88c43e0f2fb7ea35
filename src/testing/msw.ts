import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '@/config/api-paths';
import { articleDetail } from '../../mocks/fixtures/articles/articles';
import { catalogArticle } from '../../mocks/fixtures/articles/catalog';
import type { Fault } from '../../mocks/faults';
import { server } from '../../mocks/node';

/** The msw/node server the test setup starts; tests add handlers with server.use. */
export { server };

/**
 * Holds back the company config call of `companyId` until the returned function is called, so a
 * test can see what starts without it.
 */
export function holdCompanyConfig(companyId: string): () => void {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const config = new URL(apiPaths.companyConfig(companyId), 'http://localhost');
  server.use(
    http.get(`*${config.pathname}`, async ({ request }) => {
      if (new URL(request.url).search === config.search) await held;
      return undefined;
    }),
  );
  return () => {
    answer();
  };
}

/** Makes every GET to `path` (an MSW path pattern) fail the given way. */
export function failGet(path: string, fault: Fault) {
  server.use(
    http.get(path, async () => {
      switch (fault) {
        case 'status-500':
          return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
        case 'status-404':
          return HttpResponse.json({ error: 'Not found' }, { status: 404 });
        case 'timeout':
          await delay('infinite');
          return HttpResponse.json({});
        case 'reset':
          return HttpResponse.error();
        case 'malformed-json':
          return new HttpResponse('{"companyId": "gen', {
            headers: { 'Content-Type': 'application/json' },
          });
        case 'html':
          return HttpResponse.html('<!doctype html><html><body>index</body></html>');
      }
    }),
  );
}

/**
 * Answers the article `id` as the service does when it has no Spanish version: the English
 * article marked `language: "en"`, in every language. Every fixture article is translated, so a
 * test of the fallback plants it.
 */
export function serveArticleInEnglishOnly(id: string) {
  const article = catalogArticle(id);
  if (!article) throw new Error(`No fixture article ${id}`);
  server.use(
    http.get(`*/po/content/articles/${id}`, () =>
      HttpResponse.json({ ...articleDetail(article), language: 'en' }),
    ),
  );
}

/** The company's article list (Get the facts, search) answered with these summaries. */
export function serveArticles(articles: readonly Record<string, unknown>[]) {
  server.use(http.post('*/po/content/articles/', () => HttpResponse.json({ articles })));
}

/** One article per topic, in this order: the list a topic-order test needs. */
export function serveOneArticlePerTopic(topics: readonly string[]) {
  serveArticles(
    topics.map((topic, index) => ({
      id: `t${String(index)}`,
      title: `Artículo ${String(index)}`,
      topics: [topic],
      tags: [],
    })),
  );
}
