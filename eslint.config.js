import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) anywhere in a string. */
const hexColour = String.raw`#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b`;

const features = [
  'landing',
  'auth',
  'dashboard',
  'briefing',
  'agents',
  'integrations',
  'billing',
  'support',
  'profile',
  'notifications',
  'knowledge',
  'playground',
  'history',
  'inbox',
  'channels',
  'analytics',
  'manage-booking',
];

/** The server's layers, lowest first: a layer imports only the ones before it. */
const serverLayers = ['platform', 'core', 'runtime', 'channels', 'features'];
/** The folders under a path: a new channel or feature is under the rules as soon as it exists. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverChannels = foldersOf('./src/server/channels');
const serverFeatures = foldersOf('./src/server/features');
/** What composes the layers into a server: nothing inside a layer imports it. */
const serverComposition = ['app.ts', 'api-v1.ts', 'boot.ts', 'index.ts', 'cli'].map(
  (file) => `./src/server/${file}`,
);

const serverLayerZones = [
  ...serverLayers.map((layer, index) => ({
    target: `./src/server/${layer}`,
    from: [
      ...serverLayers.slice(index + 1).map((above) => `./src/server/${above}`),
      ...serverComposition,
    ],
    message: `The server's layers go platform → core → runtime → channels → features: ${layer} imports only the layers before it.`,
  })),
  ...serverChannels.map((channel) => ({
    target: `./src/server/channels/${channel}`,
    from: './src/server/channels',
    except: [`./${channel}`, './channel-adapter.ts'],
    message:
      'A channel never imports another channel or the registry: it is one folder, listed once in channel-registry.ts.',
  })),
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`],
    message: 'A portal feature never imports another; move what both need into the layer below.',
  })),
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/generated',
      'test-results',
      'playwright-report',
      'data',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // Resolve the tsconfig aliases (@server/*, @web/*, @shared/*), so the zones below see
    // where an aliased import leads, not only relative ones.
    settings: {
      // Read imported TypeScript modules too, so a cycle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ tsconfig: { configFile: './tsconfig.json' } }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // No module reaches itself through its imports: layers and features stay a tree.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Code flows one way: shared → components → features → app; web and server stay apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; move what both need to components/ or src/shared/.',
            })),
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'Features do not import the app that composes them.',
            },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared components do not import features or the app.',
            },
            {
              target: './src/shared',
              from: ['./src/web', './src/server'],
              message: 'src/shared is used by both sides and imports neither.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
      // One reader of the environment: src/server/env.ts.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@server/*',
                '**/src/server/**',
                '../server/*',
                '../../server/*',
                '../../../server/*',
              ],
              allowTypeImports: true,
              message:
                'The web app never imports server code (type-only imports of route types excepted).',
            },
          ],
        },
      ],
    },
  },
  {
    // Colours come from the theme (src/web/app/theme.ts): a hex colour in a feature would
    // drift from the palette unnoticed.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/HEX/]', 'TemplateElement[value.raw=/HEX/]'].map((selector) => ({
          selector: selector.replace('HEX', hexColour),
          message: 'Use a colour of the theme (palette or gradients in src/web/app/theme.ts).',
        })),
      ],
    },
  },
  {
    // Shared test helpers stay out of the product: only tests, the reliability suite and the
    // benchmark (outside src/) may import src/server/testing.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**', 'src/server/reliability/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@server/testing/*',
                '**/server/testing/*',
                './testing/*',
                '../testing/*',
                '../../testing/*',
                '../../../testing/*',
              ],
              message:
                'src/server/testing is for tests, the reliability suite and the benchmark only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (ARCHITECTURE.md): each imports only those below it. Tests set up
    // data through any layer, so they are outside the rule.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**', 'src/server/reliability/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }],
    },
  },
  {
    files: [
      'src/server/env.ts',
      'src/server/env.test.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '*.config.ts',
      '*.config.js',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
