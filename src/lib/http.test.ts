import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { failGet, server } from '@/testing/msw';
import { FAULTS } from '../../mocks/faults';
import {
  configureHttp,
  contentFileUrl,
  errorText,
  HttpError,
  isTransient,
  request,
  type HttpErrorStatus,
} from './http';

const schema = v.object({ ok: v.boolean() });
const URL_PATTERN = '*/po/test';

afterEach(() => {
  configureHttp({ baseUrl: '' });
});

async function statusOf(promise: Promise<unknown>): Promise<HttpErrorStatus | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('request', () => {
  it('never sends a call whose signal was aborted before it started', async () => {
    let sent = 0;
    server.use(
      http.post(URL_PATTERN, () => {
        sent += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(
      request('/po/test', { method: 'POST', body: {}, schema, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toBe(0);
  });

  it('sends JSON bodies and parses JSON answers', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(URL_PATTERN, async ({ request: req }) => {
        received = await req.json();
        contentType = req.headers.get('content-type');
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(request('/po/test', { method: 'POST', body: { a: 1 }, schema })).resolves.toEqual({
      ok: true,
    });
    expect(received).toEqual({ a: 1 });
    expect(contentType).toBe('application/json');
  });

  it.each([
    ['status-500', 500],
    ['status-404', 404],
    ['reset', 'FETCH_ERROR'],
    ['malformed-json', 'PARSING_ERROR'],
    ['html', 'PARSING_ERROR'],
  ] as const)('reports %s as %s', async (fault, status) => {
    failGet(URL_PATTERN, fault);
    expect(await statusOf(request('/po/test', { schema }))).toBe(status);
  });

  it('reports an error page that is not JSON by its HTTP status, so the message names it', async () => {
    server.use(
      http.get(
        URL_PATTERN,
        () =>
          new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await request('/po/test', { schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorText(error)).toBe('502 Bad Gateway');
  });

  it('reports a call with no answer in time as TIMEOUT_ERROR', async () => {
    failGet(URL_PATTERN, 'timeout');
    expect(await statusOf(request('/po/test', { schema, timeoutMs: 50 }))).toBe('TIMEOUT_ERROR');
  });

  it('times out after 10 s by default', async () => {
    expect(FAULTS).toContain('timeout');
    const { DEFAULT_TIMEOUT_MS } = await import('./http');
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it('treats a payload of the wrong shape as a PARSING_ERROR', async () => {
    server.use(http.get(URL_PATTERN, () => HttpResponse.json({ ok: 'yes' })));
    expect(await statusOf(request('/po/test', { schema }))).toBe('PARSING_ERROR');
  });

  it('counts any non-2xx status as an error and keeps the server message', async () => {
    server.use(
      http.get(URL_PATTERN, () => HttpResponse.json({ message: 'Bad age' }, { status: 400 })),
    );
    const error = await request('/po/test', { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorText(error, 'Error fetching company configs: ')).toBe(
      'Error fetching company configs: 400 Bad age',
    );
  });

  it('prefixes the configured content-service base URL', async () => {
    configureHttp({ baseUrl: 'https://content.example/' });
    server.use(http.get('https://content.example/po/test', () => HttpResponse.json({ ok: true })));
    await expect(request('/po/test', { schema })).resolves.toEqual({ ok: true });
  });
});

describe('contentFileUrl', () => {
  it("reads a CMS file's path on the content service's host, as the calls are", () => {
    configureHttp({ baseUrl: 'https://content.example/gateway/' });
    expect(contentFileUrl('/content/dam/logo.svg')).toBe(
      'https://content.example/gateway/content/dam/logo.svg',
    );
    expect(contentFileUrl('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });

  it("leaves a path as it is where the content service is the app's own host", () => {
    expect(contentFileUrl('/images/logo.svg')).toBe('/images/logo.svg');
  });
});

describe('errorText', () => {
  it('builds status then the server error, with an optional prefix', () => {
    expect(errorText(new HttpError(500, 'Internal Server Error', { error: 'Boom' }))).toBe(
      '500 Boom',
    );
    expect(errorText(new HttpError('TIMEOUT_ERROR', 'No answer'), 'Error fetching siteMap: ')).toBe(
      'Error fetching siteMap: TIMEOUT_ERROR No answer',
    );
  });
});

describe('isTransient (which failures are asked again)', () => {
  it('asks again after a dropped connection, a server error or too many requests', () => {
    for (const status of ['FETCH_ERROR', 500, 503, 429] as const) {
      expect(isTransient(new HttpError(status, 'x'))).toBe(true);
    }
  });

  it('does not ask again after a time-out, a client error or an answer that is not data', () => {
    for (const status of ['TIMEOUT_ERROR', 'PARSING_ERROR', 400, 404, 499] as const) {
      expect(isTransient(new HttpError(status, 'x'))).toBe(false);
    }
    expect(isTransient(new Error('x'))).toBe(false);
  });
});
