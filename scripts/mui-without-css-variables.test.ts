import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rollup } from 'vite';
import { muiWithoutCssVariables } from './mui-without-css-variables';

// Inside the project, so the fixture resolves the project's MUI.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const root = mkdtempSync(join(cache, 'mui-vars-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The production build of a module that themes with MUI as app/theme.ts and app/provider.tsx do. */
async function buildFixture(plugins: Plugin[]) {
  writeFileSync(
    join(root, 'main.js'),
    "import { createTheme, ThemeProvider } from '@mui/material/styles';\n" +
      'globalThis.theme = createTheme({ palette: { primary: { main: "#0b4f6c" } } });\n' +
      'globalThis.Provider = ThemeProvider;\n',
  );
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: join(root, 'main.js') } },
  });
  const output = (result as Rollup.RolldownOutput).output;
  return output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
}

describe('MUI without its CSS-variables themes', () => {
  it('leaves the CSS-variables machinery out of the build', async () => {
    const stock = await buildFixture([]);
    const trimmed = await buildFixture([muiWithoutCssVariables()]);
    // cssVarPrefix and colorSchemeStorageKey live only in the CSS-variables theme and provider.
    expect(stock).toContain('cssVarPrefix');
    expect(stock).toContain('colorSchemeStorageKey');
    expect(trimmed).not.toContain('cssVarPrefix');
    expect(trimmed).not.toContain('colorSchemeStorageKey');
    expect(trimmed.length).toBeLessThan(stock.length - 40_000);
    expect(trimmed).toContain('MUI CSS-variables themes are not in this build');
  }, 60_000);

  it('fails the build when MUI no longer imports them as expected', () => {
    const plugin = muiWithoutCssVariables();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(() =>
      transform(
        'import createThemeWithVars from "./elsewhere.mjs";',
        '/x/@mui/material/styles/createTheme.mjs',
      ),
    ).toThrow(/no longer has/);
    expect(transform('export const a = 1;', '/x/src/app/theme.ts')).toBeNull();
  });
});
