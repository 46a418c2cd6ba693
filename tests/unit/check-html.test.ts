// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkHtml, formatErrors, parseReport } from '@/scripts/test/check-html.mjs';
import { findJava } from '@/scripts/test/java.mjs';

const page = (body: string, head = '') =>
  `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Page</title>${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('parseReport and formatErrors', () => {
  it('keeps errors (not info or warnings) with the page, line, column and message', () => {
    const base = mkdtempSync(join(tmpdir(), 'vnu-'));
    const url = pathToFileURL(join(base, 'guides', 'a.html')).href;
    const json = JSON.stringify({
      messages: [
        { type: 'error', url, lastLine: 7, firstColumn: 3, message: 'Element “svg” not allowed here.' },
        { type: 'info', subType: 'warning', url, lastLine: 2, message: 'A warning.' },
        { type: 'info', url, message: 'Just information.' },
        { type: 'non-document-error', subType: 'io', url, message: 'File not found.' },
      ],
    });
    const errors = parseReport(json, base);
    expect(errors).toEqual([
      { file: 'guides/a.html', line: 7, column: 3, message: 'Element “svg” not allowed here.' },
      { file: 'guides/a.html', line: undefined, column: undefined, message: 'File not found.' },
    ]);
    expect(formatErrors(errors)).toBe(
      'guides/a.html:7:3: Element “svg” not allowed here.\nguides/a.html: File not found.',
    );
  });
});

// The real checker, in one JVM: needs Java (npm test's check:html installs it where it can).
describe.skipIf(!findJava())('checkHtml (vnu.jar)', () => {
  it('passes valid pages and reports each error with its page, line and message', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    const valid = join(dir, 'valid.html');
    const invalid = join(dir, 'invalid.html');
    writeFileSync(
      valid,
      page('<dl><div><dt><svg viewBox="0 0 1 1"></svg>Time</dt><dd>8 min</dd></div></dl>'),
    );
    writeFileSync(
      invalid,
      page(
        [
          '<dl><div><dt>Time</dt><svg viewBox="0 0 1 1"></svg><dd>8 min</dd></div></dl>',
          '<details><summary role="button">Menu</summary><p>Links</p></details>',
        ].join('\n'),
        '<meta http-equiv="refresh" content="0;url=/">',
      ),
    );

    // One JVM for both pages, as npm run check:html runs it: the valid page reports nothing.
    const errors = checkHtml([valid, invalid], { baseDir: dir });
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.filter((e) => e.file !== 'invalid.html')).toEqual([]);
    const messages = formatErrors(errors);
    expect(messages).toMatch(/^invalid\.html:5:\d+: Element “svg” not allowed as child of element “div”/m);
    expect(messages).toMatch(/^invalid\.html:6:\d+: The “role” attribute must not be used on any “summary”/m);
    expect(messages).toMatch(/^invalid\.html:3:\d+: Bad value “0;url=\/” for attribute “content”/m);
  });
});
