import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { DEVELOPMENT_ENV } from './env';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('content security policy', () => {
  it('allows only this origin, no inline script and no framing with the development env', () => {
    const csp = contentSecurityPolicy(DEVELOPMENT_ENV);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('names the configured services and nothing else', () => {
    const csp = contentSecurityPolicy({
      ...DEVELOPMENT_ENV,
      contentServiceBaseUrl: 'https://content.example.com/base',
      featureFlagClientId: 'client-id',
      captchaSiteKey: 'site-key',
      loggingClientToken: 'token',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://content.example.com https://app.launchdarkly.com https://events.launchdarkly.com https://clientstream.launchdarkly.com https://browser-intake-datadoghq.com",
    );
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.google.com https://www.gstatic.com",
    );
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.google.com https://www.gstatic.com',
    );
  });

  it("lets the content service's pictures, videos and captions load, and no other host's", () => {
    const csp = contentSecurityPolicy({
      ...DEVELOPMENT_ENV,
      contentServiceBaseUrl: 'https://content.example.com/base',
    });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://content.example.com");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https://content.example.com");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
