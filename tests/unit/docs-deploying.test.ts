// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxServerBlock } from '@/scripts/build/nginx-config.mjs';

describe('docs/deploying.md', () => {
  const doc = readFileSync(join(process.cwd(), 'docs', 'deploying.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Deploying'));

  it('shows the nginx server block exactly as the generator writes it', () => {
    const snippet = /```nginx\n([\s\S]*?)\n```/.exec(section)?.[1];
    expect(snippet).toBe(nginxServerBlock());
  });
});
