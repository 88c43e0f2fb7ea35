// First, so its worker starts before the rest of the chunk is evaluated.
import './lib/i18n/warm-intl';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp, firstFlagContext } from './app/app';
import { getEnv } from './config/env';
import { canonicalPath } from './config/routes';
import { searchWithoutLanguage } from './config/site';
import { loadFlagsProvider } from './features/flags/flags-provider';
import { getVisitorId } from './features/flags/visitor-id';
import { readStartupSeed } from './features/user/startup';
import { configureHttp } from './lib/http';
import { startLogging } from './lib/logging';

async function enableMocking() {
  if (!import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCKS === 'false') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

/** Lets the browser paint and handle input between two parts of start-up. */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // Evaluating the first chunk is one task, start-up the next (issue 22: at 4x slower, the two
  // together blocked a phone's main thread for over 100 ms).
  await nextTask();
  const env = getEnv();
  startLogging(env);
  configureHttp({ baseUrl: env.contentServiceBaseUrl, timeoutMs: env.requestTimeoutMs });
  await enableMocking();

  // Read before anything writes to storage, so the store and the seed agree; from the page's
  // one address, so a doubled slash still names the page's company.
  const { hostname, pathname, search, hash } = window.location;
  const canonical = canonicalPath(pathname);
  const seed = readStartupSeed(
    { hostname, pathname: canonical, search },
    { browserLanguages: navigator.languages },
  );
  // The seed holds ?lang= and the store writes it to the profile: the router starts without it.
  const kept = searchWithoutLanguage(search);
  if (kept !== search || canonical !== pathname) {
    window.history.replaceState(window.history.state, '', `${canonical}${kept}${hash}`);
  }
  // The page's chunk, its data and the catalog are asked for here, before the flag service is
  // started: only the first render waits for that service (SPEC.md "Startup"), which can take
  // up to its timeout; the page's calls need nothing from it.
  const app = createApp({ seed, pathname: window.location.pathname });
  const flagsProvider = await loadFlagsProvider(env, firstFlagContext(app, seed, getVisitorId()));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first render is the next task (Preact renders in one go, where React split a
  // transition into short tasks), and runs while the calls are in flight.
  await nextTask();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App app={app} flagsProvider={flagsProvider} />
      </StrictMode>,
    );
  });
}

void start();
