import { afterEach, describe, expect, it, vi } from 'vitest';
// index.html runs it before env.js; here, once, before the events below.
import '../../public/env-guard.js';
import { DEVELOPMENT_ENV, parseEnv } from './env';

const envJsUrl = () => new URL('/env.js', window.location.href).href;

function scriptError(filename: string) {
  const event = new ErrorEvent('error', {
    filename,
    message: "Uncaught SyntaxError: Unexpected token '<'",
    cancelable: true,
  });
  window.dispatchEvent(event);
  return event;
}

afterEach(() => {
  delete window.__RETIREWELL_ENV__;
});

describe('env.js that is not valid JavaScript (public/env-guard.js)', () => {
  it('never throws at start-up: the app gets an invalid env and uses the development default', () => {
    const event = scriptError(envJsUrl());
    expect(event.defaultPrevented).toBe(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseEnv(window.__RETIREWELL_ENV__)).toEqual(DEVELOPMENT_ENV);
    warn.mockRestore();
  });

  it("leaves every other script's errors alone", () => {
    const event = scriptError(new URL('/assets/index.js', window.location.href).href);
    expect(event.defaultPrevented).toBe(false);
    expect(window.__RETIREWELL_ENV__).toBeUndefined();
  });
});
