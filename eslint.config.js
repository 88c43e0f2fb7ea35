import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * DESIGN.md section 3: data flows lib/components -> features -> app. A feature may use another
 * feature's state contract (its *-slice.ts and types.ts), never its components or API: pages
 * compose features in app/.
 */
function sharedFilesOf(feature) {
  return readdirSync(new URL(`./src/features/${feature}`, import.meta.url))
    .filter((file) => file.endsWith('-slice.ts') || file === 'types.ts')
    .map((file) => `./${feature}/${file}`);
}

const boundaryZones = [
  {
    target: ['./src/lib', './src/components', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'lib, components and config are shared layers: they must not import features or app.',
  },
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './store.ts'],
    message: 'Features must not import the app layer (only the typed hooks).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).flatMap(sharedFilesOf),
    ],
    message:
      'Features do not import each other; compose them in app/ (slices and types are shared).',
  })),
  {
    // main.tsx (dev-only worker) and testing/ are the two places that start the mock service.
    target: ['./src/app', './src/features', './src/components', './src/lib', './src/config'],
    from: ['./mocks', './e2e'],
    message: 'Application code must not depend on the mock service or the e2e suite.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Lets the import rules parse the files they follow (no-cycle reads the whole graph).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // DESIGN.md section 3: no import circles, and Redux only through the typed hooks of
    // app/hooks.ts, so every cross-feature read goes through a slice's selector.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use useAppSelector, useAppDispatch or useAppStore from app/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Tests may read the mock service's fixtures; the boundary is for application code.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: boundaryZones.filter((zone) => !zone.from.includes('./mocks')) },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Mobile-only and desktop-only checks skip by project, on purpose.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },
  {
    files: ['mocks/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,js,mjs}', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
