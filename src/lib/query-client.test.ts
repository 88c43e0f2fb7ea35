import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { server } from '@/testing/msw';
import { request } from './http';
import { setLogSink, type LogEntry } from './logger';
import { createQueryClient } from './query-client';

const URL_PATH = '/po/content/probe';

/** Fetches through a production query client; returns how many requests the server saw. */
async function attempts(respond: () => Response | Promise<Response>) {
  let count = 0;
  server.use(
    http.get(`*${URL_PATH}`, () => {
      count += 1;
      return respond();
    }),
  );
  const client = createQueryClient();
  await client
    .query({
      queryKey: ['probe'],
      queryFn: () => request(URL_PATH, { schema: v.object({ ok: v.boolean() }) }),
    })
    .catch(() => undefined);
  return count;
}

describe('the query client retries a failed call once, only when a retry may help', () => {
  it('asks again after a server error or a dropped connection', async () => {
    expect(await attempts(() => HttpResponse.json({}, { status: 503 }))).toBe(2);
    expect(await attempts(() => HttpResponse.error())).toBe(2);
  });

  it('does not ask again for a client error or an answer that is not data', async () => {
    expect(await attempts(() => HttpResponse.json({}, { status: 404 }))).toBe(1);
    expect(await attempts(() => HttpResponse.text('<!doctype html>'))).toBe(1);
    expect(await attempts(() => HttpResponse.json({ ok: 'yes' }))).toBe(1);
  });
});

describe('a failed call is logged with a key that names it', () => {
  afterEach(() => {
    setLogSink(null);
  });

  /** Fails one query through a production query client; returns what was logged. */
  async function logged(options: {
    queryKey: readonly unknown[];
    meta?: { logKey: readonly unknown[] };
  }) {
    server.use(
      http.get(`*${URL_PATH}`, () => HttpResponse.json({ error: 'Boom' }, { status: 404 })),
    );
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    await createQueryClient()
      .query({
        ...options,
        queryFn: () => request(URL_PATH, { schema: v.object({ ok: v.boolean() }) }),
      })
      .catch(() => undefined);
    return entries;
  }

  it('in full, when the key holds nothing of the participant’s own', async () => {
    const queryKey = ['quiz', 'config', { companyId: 'harbor', language: 'en', segment: 'all' }];
    expect(await logged({ queryKey })).toEqual([
      { level: 'error', message: 'Request failed: 404 Boom', context: { queryKey } },
    ]);
  });

  it('without the participant’s figures or answers, when the key holds them', async () => {
    const values = { currentAge: 41, currentSavings: 123456, pretaxSalary: 98765 };
    const entries = await logged({
      queryKey: ['calculator', 'goal', values, 0],
      meta: { logKey: ['calculator', 'goal'] },
    });
    expect(entries).toEqual([
      {
        level: 'error',
        message: 'Request failed: 404 Boom',
        context: { queryKey: ['calculator', 'goal'] },
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/\b(41|123456|98765)\b/);
  });
});
