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
    const project = await resolveConfig({ logLevel: 'silent' }, 'build', 'production');
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
      // The project's aliases: the bare name alone is Lighthouse's older copy, not the one shipped.
      resolve: { alias: project.resolve.alias },
      build: {
        target: project.build.target,
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

  // Lighthouse's older intl-messageformat takes node_modules' top level, so react-intl and
  // @formatjs/intl each get a nested copy of the same version: the first chunk carried both.
  it('ships one intl-messageformat and one fast-memoize for react-intl and @formatjs/intl', async () => {
    const { resolve } = await resolveConfig({ logLevel: 'silent' }, 'build', 'production');
    writeFileSync(
      join(root, 'intl.js'),
      "import { createIntl } from '@formatjs/intl';\n" +
        "import { IntlProvider } from 'react-intl';\n" +
        'globalThis.intl = [createIntl, IntlProvider];\n',
    );
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: resolve.alias },
      build: { write: false, minify: false, rolldownOptions: { input: join(root, 'intl.js') } },
    });
    const modules = (result as Rollup.RolldownOutput).output.flatMap((file) =>
      file.type === 'chunk' ? file.moduleIds : [],
    );
    expect(modules.filter((id) => /[\\/]intl-messageformat[\\/]/.test(id))).toHaveLength(1);
    expect(modules.filter((id) => /[\\/]@formatjs[\\/]fast-memoize[\\/]/.test(id))).toHaveLength(1);
  });
});
