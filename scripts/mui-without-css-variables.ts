import type { Plugin } from 'vite';

/**
 * Issue 22: MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme machinery
 * (createThemeWithVars, CssVarsProvider, the colour-scheme storage and script) and choose it at
 * run time, so no bundler can drop it: 26 kB of the 422 kB first chunk (7.6 kB gzip), downloaded
 * and, under the compile hint, compiled on every first view. The company themes never ask for
 * CSS variables or colour schemes (app/theme.ts), and for such options MUI takes the no-variables
 * path; the production build keeps that path only. Should a theme ever ask for CSS variables,
 * it fails at start-up with this message, which every e2e test (run on this build) would show.
 * `dev` and Vitest keep MUI as it is.
 */
const NOT_BUILT =
  'MUI CSS-variables themes are not in this build (scripts/mui-without-css-variables.ts)';

const REPLACEMENTS: readonly { file: RegExp; imports: string; stub: string }[] = [
  {
    file: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    imports: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    stub: `const createThemeWithVars = () => { throw new Error(${JSON.stringify(NOT_BUILT)}); };`,
  },
  {
    file: /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    imports: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    stub: `const CssVarsProvider = () => { throw new Error(${JSON.stringify(NOT_BUILT)}); };`,
  },
];

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    transform(code, id) {
      const replacement = REPLACEMENTS.find(({ file }) => file.test(id));
      if (!replacement) return null;
      // A new MUI that imports these differently must not quietly bring the 26 kB back.
      if (!code.includes(replacement.imports)) {
        throw new Error(`mui-without-css-variables: ${id} no longer has: ${replacement.imports}`);
      }
      return { code: code.replace(replacement.imports, replacement.stub), map: null };
    },
  };
}
