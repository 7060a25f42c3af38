// One lint for every workspace. Besides the usual TypeScript and React hooks rules it encodes the layering:
//   shared-api/contract  →  shared-api/client  →  shared-ui  →  role apps  →  shell
// and the server, which may use only the contract. No role app imports another, and inside an app a feature
// does not reach into another feature's files (only its index.ts).
import { readdirSync } from 'node:fs';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROLE_APPS = ['farmer-app', 'lawyer-app', 'banker-app'];
const APPS = [...ROLE_APPS, 'shell'];

/** The npm scope of every workspace package: the folder `shared-api` is the package `@kisan-credit/shared-api`. */
const SCOPE = '@kisan-credit/';

/** A pattern for imports that name one of these workspaces: by package name, or by a relative path into it. */
const workspaceImports = (workspaces) => `^(?:(?:\\.\\.?/)+|${SCOPE})?(?:${workspaces.join('|')})(?:/|$)`;

/** Each [regex, message] pair forbids the imports it matches in these files (a later block replaces an earlier one). */
const forbid = (files, ...rules) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }] },
});

const BELOW_SHARED_API = [
  workspaceImports([...APPS, 'shared-ui', 'server']),
  'shared-api sits below every other package.',
];

/** In each app, one zone per feature: its files may not be imported from any other feature's folder. */
function featureZones(app) {
  const featuresDir = `${app}/src/features`;
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((importer) =>
    features
      .filter((feature) => feature !== importer)
      .map((feature) => ({
        target: `./${featuresDir}/${importer}`,
        from: `./${featuresDir}/${feature}`,
        except: ['./index.ts'],
        message: `A feature uses another only through its index.ts, not ${feature}'s own files.`,
      })),
  );
}

export default tseslint.config(
  {
    // What builds, tests and the server write (see .gitignore): never source.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/dist-sw/**',
      '**/coverage/**',
      'server/drizzle/**',
      '**/*.d.ts.map',
      'data/**',
      'server/data/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :matches(ExpressionStatement, VariableDeclaration) ~ ImportDeclaration',
          message: 'Imports come first.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use*.ts', 'shared-api/src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: '*/tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap(featureZones) }],
    },
  },
  forbid(['shared-api/**'], BELOW_SHARED_API),
  forbid(['shared-api/src/contract/**'], BELOW_SHARED_API, [
    `^(?:react|react-.*|@reduxjs/.*|${SCOPE}shared-api/client/.*|.*/client/.*|node:.*)$`,
    'The contract is framework-free: the server and every app import it.',
  ]),
  forbid(
    ['shared-ui/**'],
    [workspaceImports([...APPS, 'server']), 'shared-ui is used by the apps, never the reverse.'],
  ),
  ...ROLE_APPS.map((app) =>
    forbid(
      [`${app}/**`],
      [
        workspaceImports([...APPS.filter((other) => other !== app), 'server']),
        'A role app is built and released alone: it imports no other app.',
      ],
    ),
  ),
  forbid(['shell/**'], [workspaceImports([...ROLE_APPS, 'server']), 'The shell loads role apps at run time only.']),
  forbid(
    ['server/**'],
    [
      `${workspaceImports([...APPS, 'shared-ui'])}|^${SCOPE}shared-api/client/|/shared-api/src/client/`,
      'The server shares only the contract with the browser.',
    ],
  ),
  prettier,
);
