import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getEnv } from './config/env';
import { configureHttp } from './lib/http';

async function enableMocking() {
  if (!import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCKS === 'false') return;
  const { worker } = await import('../mocks/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

async function start() {
  const env = getEnv();
  configureHttp({ baseUrl: env.contentServiceBaseUrl, timeoutMs: env.requestTimeoutMs });
  await enableMocking();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
