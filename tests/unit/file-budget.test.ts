// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, it } from 'vitest';

// Small files with one job: no source file over about 250 lines, outside the tests and the message
// tables (one table of words per language, which grows with the site).

const LIMIT = 250;
const EXEMPT = [/^tests\//, /^lib\/i18n\/messages\//];

it(`keeps every source file within ${LIMIT} lines`, () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file) && fs.existsSync(file))
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)));
  const long = files
    .map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > LIMIT);
  expect(long).toEqual([]);
});
