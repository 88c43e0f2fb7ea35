import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the Intl warm-up worker', () => {
  it('is started from this origin as a module worker', async () => {
    const Worker = vi.fn(function Worker() {
      return {};
    });
    vi.stubGlobal('Worker', Worker);
    await import('./warm-intl');
    expect(Worker).toHaveBeenCalledOnce();
    const [url, options] = Worker.mock.calls[0] as unknown as [URL, WorkerOptions];
    expect(url.pathname).toMatch(/warm-intl\.worker\.ts$/);
    expect(options).toEqual({ type: 'module' });
  });

  it('lets start-up go on where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function Worker() {
        throw new DOMException('Script at another origin', 'SecurityError');
      }),
    );
    await expect(import('./warm-intl')).resolves.toBeDefined();
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    await expect(import('./warm-intl')).resolves.toBeDefined();
  });

  it('closes itself once the tables are built, so it holds no memory afterwards', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await import('./warm-intl.worker');
    expect(close).toHaveBeenCalledOnce();
  });
});
