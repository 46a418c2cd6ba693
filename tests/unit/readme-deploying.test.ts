// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxServerBlock } from '@/scripts/host-headers.mjs';

describe('README "Deploying"', () => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Deploying'),
    readme.indexOf('\n## ', readme.indexOf('## Deploying') + 1),
  );

  it('shows the nginx server block exactly as the generator writes it', () => {
    const snippet = /```nginx\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(snippet).toBe(nginxServerBlock());
  });
});
