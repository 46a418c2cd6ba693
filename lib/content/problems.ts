// The problems a build finds in the content, collected from every collection and every check and
// reported together: an editor fixes them all in one round instead of one per build. Each names the
// file and, where there is one, the field.

/** One problem: the file (as messages show it), the field or place in it, and what is wrong. */
export type ContentProblem = { file: string; field?: string; message: string };

/** What kind of record a file is, for the heading of its problems. */
function kindOf(file: string): string {
  if (file.endsWith('.yaml') || file.includes('content/places')) return 'place';
  if (file.endsWith('.md') || file.includes('content/guides')) return 'guide';
  return 'content in';
}

const lineOf = ({ field, message }: ContentProblem) => (field ? `${field}: ${message}` : message);

/** The problems as an editor reads them: one block per file, a line per problem, in file order. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  const byFile = new Map<string, ContentProblem[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  return [...byFile]
    .map(([file, list]) => `Invalid ${kindOf(file)} ${file}:\n  ${list.map(lineOf).join('\n  ')}`)
    .join('\n');
}

/** Content the build refuses: every problem found, each naming its file and field. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(describeProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** A ContentError for one file: `lines` are its problems, each already naming its field. */
export const fileProblems = (file: string, lines: readonly string[]) =>
  new ContentError(lines.map((message) => ({ file, message })));

/** Collects problems while the checks run; `throwIfAny` reports them all at once. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];

  add(file: string, message: string, field?: string) {
    this.problems.push(field === undefined ? { file, message } : { file, field, message });
  }

  /** Runs one check: its ContentError's problems are kept, and the result is undefined. */
  collect<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      this.problems.push(...error.problems);
      return undefined;
    }
  }

  /** Files with at least one problem (their records are left out of the cross-reference checks). */
  files(): Set<string> {
    return new Set(this.problems.map((problem) => problem.file));
  }

  throwIfAny() {
    if (this.problems.length) throw new ContentError(this.problems);
  }
}
