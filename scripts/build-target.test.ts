import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, resolveConfig, type Rollup } from 'vite';

// Inside the project, so the fixture resolves the project's intl-messageformat.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const root = mkdtempSync(join(cache, 'build-target-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build target', () => {
  // Safari 15.4 to 16.3 cannot parse a class static block (`static { ... }`, ES2022, Safari
  // 16.4): one in the entry chunk is a syntax error that leaves an iPhone on iOS 15 or 16 with a
  // blank page. intl-messageformat (react-intl, in the entry) has them.
  it('lowers class static blocks for the oldest Safari the app supports', async () => {
    const { build: project } = await resolveConfig({ logLevel: 'silent' }, 'build', 'production');
    writeFileSync(
      join(root, 'main.js'),
      "import { IntlMessageFormat } from 'intl-messageformat';\n" +
        'globalThis.format = IntlMessageFormat;\n' +
        'globalThis.Own = class { static { this.ready = true; } };\n',
    );
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: {
        target: project.target,
        write: false,
        minify: false,
        rolldownOptions: { input: join(root, 'main.js') },
      },
    });
    const code = (result as Rollup.RolldownOutput).output
      .flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
      .join('\n');
    expect(code).toContain('ready');
    expect(code).not.toMatch(/\bstatic\s*\{/);
  });
});
