// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import { noBrowserReact } from '@/scripts/lint/no-browser-react.mjs';

// The no-runtime contract and the browser-code boundary, enforced by `npm run lint`.

const ruleTester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

ruleTester.run('no-browser-react', noBrowserReact, {
  valid: [
    'export function Card({ title }) { return <h2 className="x" data-save-guide="a">{title}</h2>; }',
    // Read while the page is rendered at build: allowed by name.
    { code: 'const path = usePathname();', options: [{ allow: ['usePathname'] }] },
    // Not hooks, not event props.
    'const user = useragent(); const el = <a href="/" data-on-click="x" />;',
    'class Store extends Map {}',
  ],
  invalid: [
    { code: 'const [n, setN] = useState(0);', errors: [{ messageId: 'hook', data: { name: 'useState' } }] },
    { code: 'React.useEffect(() => {});', errors: [{ messageId: 'hook', data: { name: 'useEffect' } }] },
    { code: 'const path = usePathname();', errors: [{ messageId: 'hook' }] },
    {
      code: '<button onClick={go}>Go</button>;',
      errors: [{ messageId: 'eventProp', data: { name: 'onClick' } }],
    },
    { code: '<Form onSubmit={send} />;', errors: [{ messageId: 'eventProp' }] },
    { code: 'class Menu extends React.Component {}', errors: [{ messageId: 'classComponent' }] },
    { code: 'const M = class extends PureComponent {};', errors: [{ messageId: 'classComponent' }] },
  ],
});

// The first lint loads the whole config (Next's plugins and the import resolver): slow on a busy machine.
describe('the project lint configuration', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  const clientCounter = [
    "'use client';",
    "import { useState } from 'react';",
    'export function Counter() {',
    '  const [count, setCount] = useState(0);',
    '  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;',
    '}',
    '',
  ].join('\n');

  it.each(['components/home/counter.tsx', 'app/guides/counter.tsx'])(
    "fails a 'use client' file with useState and onClick in %s",
    async (filePath) => {
      const found = await problems(filePath, clientCounter);
      expect(found).toEqual([
        expect.stringMatching(/^local\/no-browser-react: useState\(\) only does something while React runs/),
        expect.stringMatching(/^local\/no-browser-react: onClick would never run/),
      ]);
    },
  );

  it('lets the behaviours use the DOM, and a server component read the path at build', async () => {
    expect(
      await problems(
        'components/behaviors/example.ts',
        "import { isScrolled } from '@/lib/browser/nav-scroll';\nexport const on = (b: HTMLElement) => b.addEventListener('click', () => isScrolled(1));\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'components/layout/example.tsx',
        "'use client';\nimport { usePathname } from 'next/navigation';\nexport const P = () => <p>{usePathname()}</p>;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'components/behaviors/example.ts',
      "import { site } from '@/lib/site/config';\nexport const s = site;\n",
    ],
    [
      'components/behaviors/example.ts',
      "import { site } from '../../lib/site/config';\nexport const s = site;\n",
    ],
    ['components/behaviors/example.ts', "import { useState } from 'react';\nexport const s = useState;\n"],
    ['lib/browser/example.ts', "import { routes } from '../routes';\nexport const r = routes;\n"],
    [
      'components/behaviors/dev-loader.ts',
      "import { site } from '@/lib/site/config';\nexport const s = site;\n",
    ],
  ])('refuses browser code in %s importing server-side code (%#)', async (filePath, code) => {
    expect(await problems(filePath, code)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .* is browser code: it may import only from/),
    ]);
  });

  it.each(['lib/seo/example.tsx', 'app/og/example.tsx'])(
    'refuses next/og in %s: it fetches emoji and fonts at build',
    async (filePath) => {
      expect(
        await problems(
          filePath,
          "import { ImageResponse } from 'next/og';\nexport const R = ImageResponse;\n",
        ),
      ).toEqual([expect.stringMatching(/^no-restricted-imports: 'next\/og' import is restricted/)]);
    },
  );
});
