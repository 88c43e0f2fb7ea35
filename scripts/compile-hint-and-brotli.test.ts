import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { COMPILE_HINT, compileHintAndBrotli } from './compile-hint-and-brotli';

const root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A production build of an entry whose lazy pages share a chunk, as the app's do. */
async function buildFixture() {
  const files = {
    'main.js':
      "globalThis.openPage = (name) => name === 'a' ? import('./a.js') : import('./b.js');",
    'a.js': "import { shared } from './shared.js'; export const a = () => shared('a');",
    'b.js': "import { shared } from './shared.js'; export const b = () => shared('b');",
    'shared.js': 'export const shared = (x) => x.repeat(2000);',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(root, name), code);
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintAndBrotli()],
    build: { write: false, sourcemap: true, rolldownOptions: { input: join(root, 'main.js') } },
  });
  return (result as Rollup.RolldownOutput).output;
}

const isChunk = (file: Rollup.OutputChunk | Rollup.OutputAsset): file is Rollup.OutputChunk =>
  file.type === 'chunk';

describe('compile hint and brotli copies', () => {
  it('puts the hint first in the entry chunk, above the dependency map Vite prepends', async () => {
    const output = await buildFixture();
    const chunks = output.filter(isChunk);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.code).toContain('__vite__mapDeps');
    expect(entry?.code.startsWith(COMPILE_HINT)).toBe(true);

    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    expect(lazy.length).toBeGreaterThan(0);
    for (const chunk of lazy) expect(chunk.code).not.toContain(COMPILE_HINT);

    // Each brotli copy is of the file as shipped, the entry's hint included.
    const copies = chunks.map((chunk) => ({
      chunk,
      copy: output.find((file) => file.fileName === `${chunk.fileName}.br`),
    }));
    expect(copies.find(({ chunk }) => chunk === entry)?.copy).toBeDefined();
    for (const { chunk, copy } of copies) {
      if (copy?.type !== 'asset') continue;
      expect(brotliDecompressSync(copy.source).toString()).toBe(chunk.code);
    }

    // The source map follows the code one line down: the hint and Vite's map line have no source.
    const map = output.find((file) => file.fileName === `${String(entry?.fileName)}.map`);
    const { mappings } = JSON.parse(String(map?.type === 'asset' && map.source)) as {
      mappings: string;
    };
    expect(mappings).toMatch(/^;;[A-Za-z]/);
  });
});
