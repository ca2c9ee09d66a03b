// ESLint flat config. Besides the usual TypeScript and React-hooks rules it keeps the architecture
// (docs/architecture.md §1, §3, §7): no area imports another area (or the shell), only @app/shared imports zustand,
// firebase, react-router and TanStack Query (apps use @app/shared/router, /data/query), only its UI kit imports
// Radix and other UI libraries (apps use @app/shared/ui), pages never call the API by hand, and no `any`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';

// The one list of apps (tools/apps.cjs): an area added there is covered by the boundary rules below.
const { apps } = createRequire(import.meta.url)('./tools/apps.cjs');
const APPS = apps.map((app) => app.dir);

/** Imports that reach into another app, by package name or by relative path. */
const otherApps = (self) =>
  APPS.filter((app) => app !== self).flatMap((app) => [`@app/${app}`, `@app/${app}/*`, `**/${app}/**`, `**/${app}`]);

const stateLibs = {
  group: ['zustand', 'zustand/*', 'firebase', 'firebase/*', 'react-router', 'react-router-dom', '@tanstack/*'],
  message:
    'zustand, firebase, the router and TanStack Query are used only through @app/shared (its stores, clients, router and data cache are page singletons).',
};

/** Third-party UI primitives (Radix and alike, charts, markdown, QR codes) live in the UI kit only. */
const UI_KIT = 'shared/src/ui/';
const uiPrimitives = {
  regex:
    '^(@radix-ui/|@headlessui/|@ariakit/|@floating-ui/|@reach/|react-aria|react-select|react-modal|uplot(/|$)|markdown-to-jsx(/|$)|qrcode(/|$))',
  message: `Third-party UI primitives are imported only inside ${UI_KIT}: use its components (Dialog, Accordion, DropdownMenu, charts, Markdown, QrCode), so one place knows each library and its accessibility.`,
};

/** One form approach: react-hook-form with the contract's schema, through @app/shared/forms/useContractForm. */
const formLibs = {
  group: ['react-hook-form', '@hookform/*'],
  message:
    'Build forms with @app/shared/forms/useContractForm (react-hook-form checked by the contract’s schema); it also re-exports useWatch and useFieldArray.',
};

/** Server data is read and written through the data layer (cache, invalidation, polling), never by hand. */
const apiByHand = {
  name: '@app/shared/api/client',
  importNames: ['api', 'call'],
  message: 'Read with useApiQuery and write with useApiMutation (@app/shared/data/query).',
};

/** The data layer is the one importer of TanStack Query: one cache per page. */
const DATA_LAYER = 'shared/src/data/query.tsx';
const tanstackInDataLayerOnly = {
  regex: '^@tanstack/',
  message: `Only ${DATA_LAYER} imports TanStack Query: use its useApiQuery / useApiMutation.`,
};

const sharedBySpecifier = {
  regex: '^\\.\\.?/(?!contracts/)(?!.*\\.css$)',
  message:
    'Inside @app/shared import other modules as @app/shared/<path>: each is a page singleton, and a relative import would bundle a private copy (a second store) into every app.',
};

/** firebase is not a shared library: every use goes through this one singleton module (see its header). */
const FIREBASE_CLIENT = 'shared/src/firebase/client.ts';
const firebaseInClientOnly = {
  regex: '^@?firebase(/|$)',
  allowTypeImports: true,
  message: `Only ${FIREBASE_CLIENT} imports firebase: two modules with their own copy of the SDK would not share one app and auth.`,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'api/drizzle/**',
      '**/bench-results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: otherApps(app), message: 'An app never imports another app: share it through @app/shared.' },
            stateLibs,
            formLibs,
            uiPrimitives,
          ],
          paths: [apiByHand],
        },
      ],
    },
  })),
  {
    // zod in the browser only through @app/shared/contracts/browser, which sets `jitless` before any schema
    // is built: otherwise zod probes `new Function`, which the CSP (no 'unsafe-eval') blocks and reports.
    // Types are free; the zod-free constants modules are fine. Tests and test kits run in Node.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/|$)|^@app/shared/contracts/(?!browser$|academy-constants$|limits$)',
              allowTypeImports: true,
              message:
                'Import zod and schemas from @app/shared/contracts/browser (zod jitless: no CSP unsafe-eval report); other contract modules for types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests answer the callables through the test kit's mocked `api`.
    files: ['shell/src/**/*.test.{ts,tsx}', 'mf-*/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contracts/**', '**/*.test.{ts,tsx}', `${UI_KIT}**`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedBySpecifier, firebaseInClientOnly, tanstackInDataLayerOnly, uiPrimitives] },
      ],
    },
  },
  {
    files: [`${UI_KIT}**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedBySpecifier, firebaseInClientOnly, tanstackInDataLayerOnly] },
      ],
    },
  },
  {
    files: [DATA_LAYER],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedBySpecifier, firebaseInClientOnly, uiPrimitives] }],
    },
  },
  {
    files: [FIREBASE_CLIENT],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedBySpecifier, tanstackInDataLayerOnly, uiPrimitives] }],
    },
  },
  {
    // Tests may replace a module of @app/shared that talks to Firebase (jest.mock seams).
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
