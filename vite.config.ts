import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { compileHintAndBrotli } from './scripts/compile-hint-and-brotli.ts';
import { muiWithoutCssVariables } from './scripts/mui-without-css-variables.ts';

// The production build never mocks in the browser (`serve` mocks over real HTTP), so the
// MSW worker that lives in public/ for `dev` must not ship.
const dropMockWorker = (): Plugin => ({
  name: 'drop-mock-worker',
  apply: 'build',
  closeBundle() {
    rmSync(fileURLToPath(new URL('./dist/mockServiceWorker.js', import.meta.url)), { force: true });
  },
});

// The entry is the one large download before the first paint. Listed first, it is the first
// request the browser makes, so it gets the connection the page came over instead of waiting
// for a new one behind the two small env scripts. It still runs after them: module scripts are
// deferred until the document is parsed.
const entryScriptFirst = (): Plugin => ({
  name: 'entry-script-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
      const rest = entry ? html.replace(entry, '') : html;
      const firstScript = rest.indexOf('<script');
      if (!entry || firstScript < 0) throw new Error('index.html: no entry script to move');
      return `${rest.slice(0, firstScript)}${entry.trim()}\n    ${rest.slice(firstScript)}`;
    },
  },
});

// Message catalogs (src/locales/{language}/*.json) are compiled to ICU ASTs here, at build
// time, so the app ships react-intl without its message parser (issue 21: < 10 kB gzip). A
// message with an ICU syntax error fails the build and the tests.
const compileMessageCatalogs = (): Plugin => ({
  name: 'compile-message-catalogs',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/src\/locales\/[a-z]{2}\/[a-z-]+\.json$/.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, parse(message)]),
    );
    return { code: JSON.stringify(compiled), map: null };
  },
});

// Issue 22: the production build runs on Preact's React compatibility layer. react-dom was
// 62 kB gzip of the 192 kB first chunk and most of its evaluation time on a slow phone; Preact
// is about 5 kB. The e2e suite runs against this build, so it proves the shipped renderer.
// `dev` (React Fast Refresh) and Vitest (Testing Library's act) keep React, the API the code is
// written and type-checked against.
const preactInProduction = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Lighthouse (a dev dependency) holds the top-level intl-messageformat 10, so npm gives react-intl
// and @formatjs/intl a nested copy each of the same 12.x, and both shipped in the first chunk.
// Both resolve to react-intl's copy; @formatjs/intl pins the same version.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const intlMessageFormat = fromReactIntl.resolve('intl-messageformat');
const oneIntlMessageFormat = [
  { find: /^intl-messageformat$/, replacement: intlMessageFormat },
  {
    find: /^@formatjs\/fast-memoize$/,
    replacement: createRequire(intlMessageFormat).resolve('@formatjs/fast-memoize'),
  },
];

export default defineConfig(({ command }) => ({
  plugins: [
    compileMessageCatalogs(),
    muiWithoutCssVariables(),
    react(),
    dropMockWorker(),
    entryScriptFirst(),
    compileHintAndBrotli(),
  ],
  resolve: {
    alias: [
      ...(command === 'build' ? [...preactInProduction, ...oneIntlMessageFormat] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every message is compiled above; the runtime never parses one. (Only the bare name:
      // the catalog test imports the parser itself by its file.)
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    // The oldest browsers participants use: iPhone Safari 15.4 and Firefox ESR 115. Naming them,
    // not only es2022, lowers what they cannot parse (a class static block in react-intl's
    // intl-messageformat left Safari before 16.4 with a blank page).
    target: ['es2022', 'safari15.4', 'firefox115'],
    assetsInlineLimit: 0,
    // The one first-view chunk below is ~420 kB before gzip by design (~140 kB gzip, within the
    // budgets that `npm run budget` enforces), so Vite's generic 500 kB warning is noise.
    chunkSizeWarningLimit: 500,
    // Everything the entry loads goes in one chunk: on HTTP/1.1 each of the ~40 small shared
    // chunks cost a phone a round trip before the first paint (Lighthouse FCP 3.0 s -> 2.1 s).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'mui-shared',
              test: /node_modules[\\/](@mui[\\/]utils|@mui[\\/]material[\\/](utils|transitions|Portal|Fade|Grow|Collapse|Unstable_TrapFocus)|react-transition-group)[\\/]/,
            },
            {
              name: 'cms-html',
              test: /(dompurify|src[\\/]lib[\\/]sanitize|src[\\/]components[\\/]safe-html)/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    // Vitest leaves a core free by default; on CI's 2 cores that is one worker, and the suite
    // took 5 min instead of 3.3 with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
