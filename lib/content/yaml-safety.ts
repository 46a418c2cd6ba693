import yaml from 'js-yaml';

// YAML as content files may use it: plain data. js-yaml's CORE_SCHEMA has no !!js/… or other custom
// tags and no timestamps (2025-02-30 must not become March 2). Anchors and aliases (&name, *name) are
// refused: they have no use in a guide's frontmatter or a place record, and a few hundred bytes of
// aliases to aliases expand to gigabytes when the value is copied or written out (a "billion laughs").
// Messages give the line and js-yaml's reason, never the file's lines: a file can be anything an
// editor committed, secrets included.

/** Why a content file's YAML was refused: what and where (the line in the file), without quoting it. */
export class YamlContentError extends Error {
  override name = 'YamlContentError';
  constructor(
    readonly problem: string,
    readonly line?: number,
  ) {
    super(`${line === undefined ? '' : `line ${line}: `}${problem}`);
  }
}

const ANCHORS_REFUSED =
  'YAML anchors and aliases (&name, *name) are not accepted in content files; write each value out';

/**
 * Reads YAML as plain data. `firstLine` is the text's first line in its file (frontmatter starts on
 * line 2), for messages. Throws YamlContentError for an anchor or alias and for text that does not parse.
 */
export function readPlainYaml(text: string, firstLine = 1): unknown {
  // Stops at the first anchor, before any alias can refer to it (js-yaml's state has the anchor).
  const refuseAnchors = (event: 'open' | 'close', state: unknown) => {
    const { anchor, line } = state as { anchor: string | null; line: number };
    if (event === 'close' && anchor !== null) throw new YamlContentError(ANCHORS_REFUSED, firstLine + line);
  };
  try {
    return yaml.load(text, { schema: yaml.CORE_SCHEMA, listener: refuseAnchors }) ?? {};
  } catch (error) {
    if (error instanceof YamlContentError) throw error;
    if (error instanceof yaml.YAMLException) {
      const line = error.mark ? firstLine + error.mark.line : undefined;
      // Without anchors, any alias is one js-yaml cannot find.
      if (/^unidentified alias/.test(error.reason)) throw new YamlContentError(ANCHORS_REFUSED, line);
      throw new YamlContentError(`not valid YAML: ${error.reason}`, line);
    }
    throw error;
  }
}
