import { spawn } from 'node:child_process';

async function answers(origin: string) {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

/**
 * Serves the existing production build (dist/) with the mock service on `port`, as `npm run
 * start` does, and resolves once it answers. `stop` ends it.
 */
export async function serveBuild(port: number): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://localhost:${String(port)}`;
  // A server left on the port (an older build, another checkout) would be measured instead.
  if (await answers(origin)) throw new Error(`Port ${String(port)} is already in use`);
  // One node process (no npx/tsx wrappers), so killing it leaves nothing behind on the port.
  const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
  };
  for (let i = 0; i < 60; i += 1) {
    if (await answers(origin)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`Server at ${origin} did not start`);
}
