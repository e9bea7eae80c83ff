// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * DESIGN.md's dependency direction, app -> features -> components -> lib, as
 * import-x/no-restricted-paths zones. `allowMocks` is for tests, stories and the dev bootstrap.
 * @param {{ allowMocks: boolean }} options
 */
export function boundaryZones({ allowMocks }) {
  const zones = [
    {
      target: './src/lib',
      from: ['./src/components', './src/features', './src/app'],
      message: 'lib is the bottom layer: it imports no component, feature or app code.',
    },
    {
      target: './src/components',
      from: ['./src/features', './src/app'],
      message: 'components are business-free: they import only lib and other components.',
    },
    {
      target: './src/features',
      from: ['./src/app'],
      message: 'features never import the app; the app wires features together.',
    },
    {
      target: './src/embed',
      from: ['./src/app', './src/features', './src/components', './src/lib', './src/mocks'],
      message: 'widget.js stands alone on host pages: it imports nothing from the app.',
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/!(${feature})/**`,
      except: ['**/src/features/*/index.ts'],
      message: 'use another feature only through its index.ts.',
    })),
  ];
  if (!allowMocks) {
    zones.push({
      target: './src',
      from: ['./src/mocks'],
      message: 'production code never imports src/mocks; only tests, stories and src/app/dev do.',
    });
  }
  return zones;
}

const productionSources = ['src/**/*.{ts,tsx}'];
const nonProduction = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.{ts,tsx}',
  'src/mocks/**',
  'src/testing/**',
  'src/app/dev/**',
];

/** Syntax no source may use (the security defaults); screens add their own below. */
const SAFE_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render text and tokens, never HTML (message text and file names are untrusted).',
  },
  {
    selector: "CallExpression[callee.property.name='postMessage'][arguments.1.value='*']",
    message: "postMessage must name the exact target origin, never '*'.",
  },
  {
    selector: "CallExpression[callee.name='delay'][arguments.0.value='infinite']",
    message:
      "Hold a call with neverAnswers / holdRequest (src/mocks/held-requests): a story's readiness then knows it is held on purpose.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'build-ladle',
      'coverage',
      'public',
      'bench/floor/dist',
      'bench/results',
      'tests/e2e/artifacts',
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', ...SAFE_SYNTAX],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.ladle/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: productionSources,
    ignores: nonProduction,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ allowMocks: false }) }],
    },
  },
  {
    // #39 item 3: a feature's calls live in its api/ folder (the call, its key, its hook); its
    // screens only call hooks.
    files: ['src/features/*/components/**/*.tsx'],
    ignores: nonProduction,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SAFE_SYNTAX,
        {
          selector: "CallExpression[callee.property.name='call'][arguments.0.object.name=/Api$/]",
          message: "a screen calls hooks: put the call in the feature's api/ folder.",
        },
      ],
    },
  },
  {
    files: nonProduction,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ allowMocks: true }) }],
    },
  },
  {
    // The domain core runs in the browser (MSW) and on Node: no environment, no UI, no host.
    files: ['server/core/**/*.ts', 'server/demo/**/*.ts'],
    ignores: ['server/core/**/*.test.ts', 'server/demo/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http', 'ws'],
              message: 'server/core is environment-free.',
            },
            {
              group: ['react', 'react-dom', 'msw', 'msw/*', 'hono', 'hono/*', 'better-sqlite3'],
              message: 'server/core knows no UI, mock or host.',
            },
            {
              regex: '^@/(components|features|app|mocks)/|^@/lib/(?!contract)',
              message: 'server/core shares only the contract with the client.',
            },
            {
              regex: '^\\.\\./(wire|http|im|node)(/|$)',
              message: 'server/core knows no edge: the hosts and server/wire depend on it.',
            },
          ],
          // The core speaks domain terms: of the contract it takes the limits both sides
          // enforce, never the wire's shapes (server/wire maps those at the edge).
          paths: [
            {
              name: '@/lib/contract',
              allowImportNames: [
                'ClientType',
                'Reason',
                'ReasonCode',
                'PERSONAL_UNAVAILABLE_STATUS',
                'REVIEW_PAGE_SIZE',
                'REVIEW_TRANSCRIPT_SIZE',
                'WHISPER_MAX',
                'isEmailAddress',
                // A rating's rules (#17 item 1): the same scores, tags and comment length.
                'RATING_COMMENT_MAX',
                'RATING_SCORES',
                'cleanName',
                'cleanText',
                'RATING_TAGS',
                'RatingScore',
                'RatingTag',
                // Business hours, the pre-chat form and left messages (#17 item 3).
                'openness',
                'Openness',
                'UnavailableReason',
                'PRE_CHAT_FIELDS',
                'PreChatField',
                'isPhoneNumber',
                'normalisePhone',
                'LEAVE_MESSAGE_MAX',
                'isOwnFilePath',
                'LEAVE_MESSAGE_ATTACHMENTS_MAX',
                // Calls (#18): the ring time, the longest call, its line's notice, media, outcomes.
                'CALL_RING_TIMEOUT_MS',
                'CALL_MAX_SECONDS',
                'CALL_NOTICE',
                'CallMedia',
                'CallOutcome',
              ],
              message: 'server/core speaks domain terms; map the wire in server/wire.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'process',
        'Buffer',
        'require',
      ],
    },
  },
  {
    // The reference server's hosts share the contract with the client and nothing else of it
    // (server/core has its own, stricter block above).
    files: [
      'server/http/**/*.ts',
      'server/node/**/*.ts',
      'server/im/**/*.ts',
      'server/wire/**/*.ts',
    ],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(components|features|app)/|^@/lib/(?!contract)',
              message: 'server code shares only the contract with the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // DESIGN.md: the client's services (API client, socket origin, storage, clock) are built once
    // in src/app/providers; features take them from context or their api/ folder.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: [...nonProduction, 'src/app/providers.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/api-client',
              importNames: ['createApiClient', 'createLazyApiClient'],
              message: 'take the client from the services (useServices().api(holder)).',
            },
            {
              name: '@/lib/services',
              importNames: ['createServices'],
              message: 'the services are built once, in src/app/providers.',
            },
          ],
          patterns: [
            {
              regex: '^@/lib/(api-client/(client|lazy-client)|services/services)$',
              message: 'take the client from the services (useServices().api(holder)).',
            },
          ],
        },
      ],
    },
  },
  {
    // widget.js (the host-page loader, <= 2 kB gzip): no framework, no dependency.
    files: ['src/embed/**/*.ts'],
    ignores: ['src/embed/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'widget.js imports only its own folder: no package, no alias.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every UI string goes through i18n; tests and stories may use literal fixtures.
    files: productionSources,
    ignores: nonProduction,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Code values (ids, enum members like 'history' or 'work-order') are not UI text.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[a-z][a-zA-Z0-9_.-]*'] },
          'jsx-attributes': {
            // Attributes that carry values for code, not words for people.
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'to',
              'href',
              'src',
              'rel',
              'target',
              'role',
              'mode',
              'variant',
              'tone',
              'size',
              'name',
              'as',
              'forwardedAs',
              'side',
              'align',
              'placement',
              'direction',
              'reducedMotion',
              'initial',
              'animate',
              'exit',
              'autoComplete',
              'autoCapitalize',
              'enterKeyHint',
              'inputMode',
              'accept',
              'preload',
              'loading',
              'decoding',
              'crossOrigin',
              'referrerPolicy',
              'download',
              'dir',
              'lang',
              'wrap',
              'htmlFor',
              'aria-(live|hidden|haspopup|orientation|current|controls|describedby|labelledby|expanded|modal|pressed|selected|atomic|relevant|sort|autocomplete)',
              'data-.*',
              // SVG geometry and paint
              'viewBox',
              'xmlns',
              'd',
              'fill',
              'fillRule',
              'clipRule',
              'stroke',
              'stroke[A-Z].*',
              'transform',
              'points',
              'c[xy]',
              'r[xy]?',
              '[xy][12]?',
              'width',
              'height',
              'offset',
              'stopColor',
            ],
          },
        },
      ],
    },
  },
);
