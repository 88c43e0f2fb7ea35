import * as v from 'valibot';
import { logger } from '@/lib/logger';

/**
 * Runtime environment (DESIGN.md section 5). public/env.js sets window.__RETIREWELL_ENV__ so a
 * deployment swaps one file instead of rebuilding; anything missing or malformed falls back
 * to the development default.
 */
const envSchema = v.object({
  contentServiceBaseUrl: v.string(),
  captchaSiteKey: v.pipe(v.string(), v.minLength(1)),
  featureFlagClientId: v.pipe(v.string(), v.minLength(1)),
  loggingClientToken: v.string(),
  serverProfile: v.pipe(v.string(), v.minLength(1)),
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.gtValue(0))),
  /** The flag service's base URL; LaunchDarkly's own when absent. */
  featureFlagBaseUrl: v.optional(v.pipe(v.string(), v.url())),
  /** How long start-up waits for flags before rendering with the defaults. */
  featureFlagTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.gtValue(0))),
});

export type RuntimeEnv = v.InferOutput<typeof envSchema>;

/** The development client id and captcha key: no third-party service is contacted with them. */
export const DEVELOPMENT_KEY = 'development';

export const DEVELOPMENT_ENV: RuntimeEnv = {
  contentServiceBaseUrl: '',
  captchaSiteKey: DEVELOPMENT_KEY,
  featureFlagClientId: DEVELOPMENT_KEY,
  loggingClientToken: '',
  serverProfile: 'development',
};

declare global {
  interface Window {
    __RETIREWELL_ENV__?: unknown;
  }
}

export function parseEnv(raw: unknown): RuntimeEnv {
  if (raw === undefined) return DEVELOPMENT_ENV;
  const parsed = v.safeParse(envSchema, raw);
  if (parsed.success) return parsed.output;
  logger.warn('Invalid runtime environment in env.js; using the development default', {
    issues: parsed.issues.map((issue) => v.getDotPath(issue) ?? ''),
  });
  return DEVELOPMENT_ENV;
}

let current: RuntimeEnv | undefined;

export function getEnv(): RuntimeEnv {
  current ??= parseEnv(typeof window === 'undefined' ? undefined : window.__RETIREWELL_ENV__);
  return current;
}
