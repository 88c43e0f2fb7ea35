import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { server } from '@/testing/msw';
import { request } from './http';
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
