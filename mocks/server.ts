/**
 * `npm run serve`: the production build and the mock content service on one origin over real
 * HTTP, with no service worker. Playwright, Lighthouse and demos use it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import cors from 'cors';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { contentSecurityPolicy } from '../src/config/content-security-policy';
import { parseEnv } from '../src/config/env';
import { handlers } from './handlers';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(`${dist}/index.html`)) {
  console.error('No production build in dist/: run `npm run build` first.');
  process.exit(1);
}

/** The deployment's runtime env, read from the env.js it serves, decides the CSP's origins. */
function servedEnv() {
  const sandbox: { window: { __RETIREWELL_ENV__?: unknown } } = { window: {} };
  runInNewContext(readFileSync(`${dist}/env.js`, 'utf8'), sandbox);
  return parseEnv(sandbox.window.__RETIREWELL_ENV__);
}
const csp = contentSecurityPolicy(servedEnv());

const app = express();
app.disable('x-powered-by');
// As any production host does: uncompressed, the first view's scripts take three times as long
// to arrive on a phone's connection.
app.use(compression());

app.use((_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
});

// A deployment may put the content service on a host of its own (env.js contentServiceBaseUrl):
// then the app calls it and loads its files (pictures, videos, captions) across origins, and it
// must allow that, as this one does. The app's own files stay same-origin only.
app.use(['/po', '/wcm', '/images', '/media'], cors());

app.use(createMiddleware(...handlers));

// An API path no handler knows is a 404 in JSON, never the app's HTML.
app.use(['/po', '/wcm'], (_req, res) => {
  res.status(404).json({ error: 'Not found' });
});

// The build writes a brotli copy of each hashed asset; it is sent to browsers that accept it.
app.use(
  '/assets',
  expressStaticGzip(`${dist}/assets`, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
  }),
);
app.use(express.static(dist, { index: false, maxAge: '1h' }));

app.get('*', (_req, res) => {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(`${dist}/index.html`);
});

const server = app.listen(port, () => {
  console.log(`RetireWell (production build + mock content service): http://localhost:${port}`);
});
// Clients that keep connections between calls (Playwright's route.fetch in the e2e suites) may
// reuse a socket just as Node's 5 s default closes it, which fails that call with ECONNRESET.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 61_000;
