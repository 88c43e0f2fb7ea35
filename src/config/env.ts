import { z } from 'zod/mini';
import { logger } from '@/lib/logger';

/**
 * Runtime environment (DESIGN.md section 5). public/env.js sets window.__RETIREWELL_ENV__ so a
 * deployment swaps one file instead of rebuilding; anything missing or malformed falls back
 * to the development default.
 */
const envSchema = z.object({
  contentServiceBaseUrl: z.string(),
  captchaSiteKey: z.string().check(z.minLength(1)),
  featureFlagClientId: z.string().check(z.minLength(1)),
  loggingClientToken: z.string(),
  serverProfile: z.string().check(z.minLength(1)),
  requestTimeoutMs: z.optional(z.number().check(z.int(), z.positive())),
  /** The flag service's base URL; LaunchDarkly's own when absent. */
  featureFlagBaseUrl: z.optional(z.string().check(z.url())),
  /** How long start-up waits for flags before rendering with the defaults. */
  featureFlagTimeoutMs: z.optional(z.number().check(z.int(), z.positive())),
});

export type RuntimeEnv = z.infer<typeof envSchema>;

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
  const parsed = envSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  logger.warn('Invalid runtime environment in env.js; using the development default', {
    issues: parsed.error.issues.map((issue) => issue.path.join('.')),
  });
  return DEVELOPMENT_ENV;
}

let current: RuntimeEnv | undefined;

export function getEnv(): RuntimeEnv {
  current ??= parseEnv(typeof window === 'undefined' ? undefined : window.__RETIREWELL_ENV__);
  return current;
}
