import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import local from './scripts/lint/no-browser-react.mjs';

// Import boundaries, checked on resolved files (eslint-plugin-import), so no path spelling gets round
// them: the code of the zone may import only from the listed folders (packages included).
const onlyFrom = (target, allowed) => ({
  target,
  from: './',
  except: allowed.map((dir) => `./${dir}`),
  message: `${target} is browser code: it may import only from ${allowed.join(', ')} (docs/architecture.md).`,
});

const NO_NEXT_OG = {
  name: 'next/og',
  message:
    'Use lib/seo/og-image.tsx: next/og fetches emoji and fonts from the network at build, which the build must never need.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a handful of rules; turn on its whole recommended set.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // The build never needs the network: share images are drawn by lib/seo/og-image.tsx.
  { rules: { 'no-restricted-imports': ['error', { paths: [NO_NEXT_OG] }] } },
  // No React in the browser: pages and components are rendered at build only (scripts/lint/).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/behaviors/**'],
    plugins: { local },
    rules: {
      'local/no-browser-react': ['error', { allow: ['usePathname'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              message:
                'Use components/ui/photo.tsx: the photo pipeline (lib/photos/) makes the files, and a static export has no image optimiser.',
            },
            NO_NEXT_OG,
          ],
        },
      ],
    },
  },
  // The behaviours and what they import are the browser's code: nothing from the server side.
  {
    files: ['components/behaviors/**/*.{ts,tsx}', 'lib/browser/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // lib/i18n/locale-list.mjs is plain data: the site's languages, which the browser needs too.
            onlyFrom('./components/behaviors', [
              'components/behaviors',
              'lib/browser',
              'lib/i18n/locale-list.mjs',
            ]),
            onlyFrom('./lib/browser', ['lib/browser', 'lib/i18n/locale-list.mjs']),
          ],
        },
      ],
    },
  },
  // The service worker runs in the browser too: Serwist, the shared names in lib/browser, nothing else.
  {
    files: ['service-worker/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            onlyFrom('./service-worker', [
              'service-worker',
              'lib/browser',
              'lib/i18n/locale-list.mjs',
              'node_modules/serwist',
            ]),
          ],
        },
      ],
    },
  },
  // The interactive map's own script (bundled apart, loaded only when a visitor opens a map) is the
  // one browser module that uses packages: the map library, the clustering and their styles.
  {
    files: ['components/behaviors/interactive-map-leaflet.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            onlyFrom('./components/behaviors', [
              'components/behaviors',
              'lib/browser',
              'node_modules/leaflet',
              'node_modules/supercluster',
            ]),
          ],
        },
      ],
    },
  },
  // The dev-only loader (never in the built pages) runs the behaviours from React in `next dev`.
  {
    files: ['components/behaviors/dev-loader.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            onlyFrom('./components/behaviors', [
              'components/behaviors',
              'node_modules/react',
              'node_modules/next',
            ]),
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    '.out-building/**',
    '.out-previous/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.bench-scale/**',
    '.cache/**',
    'tests/fixtures/**',
  ]),
]);
