import { spawn } from 'node:child_process';

/**
 * Serves the existing production build (dist/) with the mock service on `port`, as `npm run
 * start` does, and resolves once it answers. `stop` ends it.
 */
export async function serveBuild(port: number): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://localhost:${String(port)}`;
  const server = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
  };
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`Server at ${origin} did not start`);
}
