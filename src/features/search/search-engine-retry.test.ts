import { describe, expect, it, vi } from 'vitest';
import { loadSearchEngine } from './search-engine';

const chunk = vi.hoisted(() => ({ loads: 0 }));

// The first load fails, as a chunk does on a dropped connection; the next one arrives.
vi.mock('minisearch', async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.loads === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('loading the search library', () => {
  it('tries again on the next use after a load failed, rather than fail for good', async () => {
    await expect(loadSearchEngine()).rejects.toThrow();
    const MiniSearch = await loadSearchEngine();
    expect(new MiniSearch({ fields: ['title'] }).documentCount).toBe(0);
    expect(chunk.loads).toBe(2);
  });
});
