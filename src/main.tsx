import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { SITE_VARIANTS } from './config/constants';
import { getEnv } from './config/env';
import { buildFlagContext } from './features/flags/flag-context';
import { loadFlagsProvider } from './features/flags/flags-provider';
import { getVisitorId } from './features/flags/visitor-id';
import { readStartupSeed } from './features/user/startup';
import { restoreUser } from './features/user/user-slice';
import { configureHttp } from './lib/http';
import { startLogging } from './lib/logging';

async function enableMocking() {
  if (!import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCKS === 'false') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

async function start() {
  const env = getEnv();
  startLogging(env);
  configureHttp({ baseUrl: env.contentServiceBaseUrl, timeoutMs: env.requestTimeoutMs });
  await enableMocking();

  // Read before anything writes to storage, so the store, the seed and the flag context agree.
  const seed = readStartupSeed(window.location, { browserLanguages: navigator.languages });
  const storedUser = restoreUser(seed.storedRetirement.user);
  const flagsProvider = await loadFlagsProvider(
    env,
    buildFlagContext({
      visitorId: getVisitorId(),
      uid: seed.uid,
      domainName: SITE_VARIANTS[seed.site.siteVariant].label,
      companyId: seed.site.companyId,
      segment: seed.segment,
      animal: storedUser?.animal ?? null,
      isReturnVisit: seed.isReturnVisit,
    }),
  );

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Evaluating the first chunk and reading storage is one task; the first render starts the
  // next one, so neither blocks a phone's main thread for long (issue 22: Preact renders in
  // one go, where React split a transition into short tasks).
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App seed={seed} flagsProvider={flagsProvider} />
      </StrictMode>,
    );
  });
}

void start();
