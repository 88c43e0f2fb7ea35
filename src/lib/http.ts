import { safeParse, type GenericSchema } from 'valibot';

/** Statuses the fetch layer reports: a transport failure, a time-out, an unreadable body, or the HTTP status. */
export type HttpErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export class HttpError extends Error {
  readonly status: HttpErrorStatus;
  /** The server's JSON body, when it sent one. */
  readonly data: unknown;

  constructor(status: HttpErrorStatus, message: string, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.data = data;
  }
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Whether the same call may well succeed a moment later: a dropped connection, an overloaded or
 * restarting server. Not a time-out (the user has already waited), a client error, or an answer
 * that is not data: asking again would only keep the user waiting for the same message.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 'FETCH_ERROR') return true;
  return typeof error.status === 'number' && (error.status >= 500 || error.status === 429);
}

/**
 * The caller called the request off (a closed dialog): no failure to show, count or log. fetch
 * rejects with an AbortError then, and request() passes it on as it is. By its name: the
 * DOMException may come from another realm than the page's (a test's fetch).
 */
export function isAborted(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

let baseUrl = '';
let defaultTimeoutMs = DEFAULT_TIMEOUT_MS;

/** Set once at start-up from the runtime environment. */
export function configureHttp(options: { baseUrl: string; timeoutMs?: number }) {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
  defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
}

/**
 * The address a browser must ask for a CMS file by (a picture, a video, its captions). The CMS
 * names its files by their path on its own host (`/content/dam/...`): where a deployment's content
 * service is on another host than the app, that path on the app's host is a 404. Joined to the
 * base as the calls' paths are; a full address, and every file where there is no base, as sent.
 */
export function contentFileUrl(url: string): string {
  return baseUrl && url.startsWith('/') ? `${baseUrl}${url}` : url;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Cancellation from the caller (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Validates the payload at the boundary; a mismatch is a PARSING_ERROR. */
  schema: GenericSchema<unknown, T>;
}

function resolveUrl(path: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(`${baseUrl}${path}`, origin).toString();
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['error', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return undefined;
  // A static host answering an unknown API path with index.html still says 200: that is not data.
  return JSON.parse(text) as unknown;
}

const TIMED_OUT = Symbol('timed out');

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, headers, schema, signal } = options;
  // A signal aborted already fires no abort event: a send called off while it waited for the
  // connection (a paused mutation, resumed when the browser is back online) must not leave.
  signal?.throwIfAborted();
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(TIMED_OUT);
  }, timeoutMs);
  const timedOut = () => controller.signal.reason === TIMED_OUT;
  const onCallerAbort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(resolveUrl(path), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut()) throw new HttpError('TIMEOUT_ERROR', `No answer within ${timeoutMs} ms`);
      if (signal?.aborted) throw cause;
      throw new HttpError('FETCH_ERROR', cause instanceof Error ? cause.message : 'Network error');
    }

    let data: unknown;
    try {
      data = await readJson(response);
    } catch {
      if (timedOut()) throw new HttpError('TIMEOUT_ERROR', `No answer within ${timeoutMs} ms`);
      if (!response.ok) throw new HttpError(response.status, response.statusText);
      throw new HttpError('PARSING_ERROR', 'The response was not valid JSON');
    }

    if (!response.ok) {
      throw new HttpError(response.status, serverMessage(data) ?? response.statusText, data);
    }

    const parsed = safeParse(schema, data);
    if (!parsed.success) {
      throw new HttpError('PARSING_ERROR', 'The response did not have the expected shape', data);
    }
    return parsed.output;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** SPEC.md section 8: status followed by the server's error or message, with an optional prefix. */
export function errorText(error: unknown, prefix = ''): string {
  if (error instanceof HttpError) {
    const detail = serverMessage(error.data) ?? error.message;
    return `${prefix}${String(error.status)}${detail ? ` ${detail}` : ''}`;
  }
  if (error instanceof Error) return `${prefix}${error.message}`;
  return `${prefix}${String(error)}`;
}
