import matter from 'gray-matter';
import { readPlainYaml, YamlContentError } from './yaml-safety';

// A guide file is untrusted input (it arrives in a commit or pull request, and CI builds it with
// deploy tokens in its environment), so reading its frontmatter must never run code. gray-matter
// picks a parser from the text after the opening fence, and its built-in `---js` / `---javascript`
// parser is `eval`. Here only a plain `---` line opens frontmatter, every parser gray-matter knows
// is replaced by one that refuses, and the YAML is read with js-yaml's core schema: plain data only
// (text, numbers, booleans, null, lists, maps), no custom tags, and dates kept as the text written.

/** Why a guide's frontmatter was refused; the loader adds the file name. */
export class FrontmatterError extends Error {
  override name = 'FrontmatterError';
}

const refuse = (language: string) => () => {
  throw new FrontmatterError(
    `frontmatter in "${language}" is not accepted: open it with a plain --- line (YAML); guide files never run code`,
  );
};

/**
 * YAML read as plain data (lib/content/yaml-safety.ts: no custom tags, no timestamps, no anchors or
 * aliases). Guides' frontmatter and place records (lib/places/places.ts) are read with it. Throws
 * YamlContentError, naming the line (counted from `firstLine`), for text it refuses.
 */
export function readYamlData(text: string, firstLine = 1): unknown {
  return readPlainYaml(text, firstLine);
}

// The frontmatter starts on the line after the opening fence.
const yamlEngine = (text: string): object => readYamlData(text, 2) as object;

// gray-matter merges these over its own engines, so every engine it ships (and its aliases) is
// named here; a language it does not know throws "not registered" on its own.
const engines = {
  yaml: yamlEngine,
  json: refuse('json'),
  javascript: refuse('javascript'),
  js: refuse('js'),
  coffee: refuse('coffee'),
  coffeescript: refuse('coffeescript'),
  cson: refuse('cson'),
  toml: refuse('toml'),
};

/** The opening line, when the file starts with a fence: `---` then anything up to the line end. */
const OPENING_FENCE = /^\uFEFF?---([^\r\n]*)/;

export type Frontmatter = { data: unknown; content: string };

/**
 * Why the frontmatter cannot be found where it is looked for, when the file has it elsewhere: after
 * blank lines, or with lines that end in CR only (classic Mac OS), which no fence is read in. Without
 * this, such a file read as having no frontmatter, and every field was "required".
 */
function misplacedFrontmatter(source: string): string | undefined {
  const bareCr = /\r(?!\n)/.exec(source);
  if (bareCr) {
    const line = source.slice(0, bareCr.index).split('\n').length;
    return `lines end in CR only (classic Mac OS), from line ${line}; save the file with LF line endings`;
  }
  if (!OPENING_FENCE.test(source) && /^\uFEFF?(?:[ \t]*\r?\n)+---[ \t]*\r?\n/.test(source)) {
    return 'the file starts with a blank line: its first line must be the --- that opens the frontmatter';
  }
  return undefined;
}

/**
 * Splits a guide's text into its frontmatter data (still unchecked: the schema checks it) and its
 * Markdown body. Throws FrontmatterError for any fence other than a plain `---` and for YAML that
 * does not parse.
 */
export function readFrontmatter(source: string): Frontmatter {
  const misplaced = misplacedFrontmatter(source);
  if (misplaced) throw new FrontmatterError(misplaced);
  const fence = OPENING_FENCE.exec(source);
  if (fence && /\S/.test(fence[1] ?? '') && !/^-/.test(fence[1] ?? '')) {
    refuse(fence[1]!.trim())();
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options are always passed, so gray-matter's cache (keyed by text alone) is never used either.
    parsed = matter(source, { language: 'yaml', engines });
  } catch (error) {
    if (error instanceof FrontmatterError) throw error;
    if (error instanceof YamlContentError) throw new FrontmatterError(`frontmatter ${error.message}`);
    throw new FrontmatterError(`frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  return { data: parsed.data, content: parsed.content };
}
