import { DEVELOPMENT_KEY, type RuntimeEnv } from './env';

/**
 * The Content-Security-Policy for a deployment, built from its runtime env so it names only the
 * origins that deployment really uses (DESIGN.md section 5): the content service, and the flag
 * service, captcha and logging service when they are configured. The content service is also
 * where a CMS keeps its pictures, videos and captions (the app reads their paths there): its
 * origin is named for those too (with `'self'` alone they were all blocked).
 * No other host: CMS text naming a picture anywhere else would tell that host who reads it. No
 * inline script is allowed; inline styles are, because MUI's emotion injects its generated
 * styles at runtime.
 */
// The flag SDK's own defaults (launchdarkly-js-client-sdk 3.x): flags are fetched from
// app.launchdarkly.com when the env names no featureFlagBaseUrl; any other origin here leaves
// that call blocked and every flag at its default.
const FLAG_SERVICE_ORIGINS = [
  'https://app.launchdarkly.com',
  'https://events.launchdarkly.com',
  'https://clientstream.launchdarkly.com',
];
const CAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
const LOGGING_ORIGINS = ['https://browser-intake-datadoghq.com'];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(env: RuntimeEnv): string {
  const flags =
    env.featureFlagClientId === DEVELOPMENT_KEY
      ? []
      : env.featureFlagBaseUrl
        ? originOf(env.featureFlagBaseUrl)
        : FLAG_SERVICE_ORIGINS;
  const captcha = env.captchaSiteKey === DEVELOPMENT_KEY ? [] : CAPTCHA_ORIGINS;
  const logging = env.loggingClientToken ? LOGGING_ORIGINS : [];
  const list = (...sources: string[]) => [...new Set(sources)].join(' ');
  const content = originOf(env.contentServiceBaseUrl);

  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...captcha)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', ...content)}`,
    // Named, not left to default-src: the video articles' WebM and captions.
    `media-src ${list("'self'", ...content)}`,
    `font-src 'self'`,
    // The calculator's simulation runs in a worker built into this origin's assets.
    `worker-src 'self'`,
    `connect-src ${list("'self'", ...content, ...flags, ...logging)}`,
    `frame-src ${captcha.length ? list(...captcha) : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
