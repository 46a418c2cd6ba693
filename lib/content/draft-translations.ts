// A translation of a draft is a draft too: it takes its photo, sources, places and places files from
// its original, so publishing it alone would publish the draft's (issue #34). npm run dev shows it,
// marked as a draft; the build leaves it out and says so once, naming both files.

const warned = new Set<string>();

/** Whether a translation is a draft: its own `draft`, or its original's. */
export function translationIsDraft(
  file: string,
  draft: boolean,
  original: { file: string; draft: boolean },
): boolean {
  if (draft || !original.draft) return draft;
  if (!warned.has(file)) {
    warned.add(file);
    console.warn(
      `⚠ ${file} translates ${original.file}, a draft: it is left out as a draft too until ${original.file} is published`,
    );
  }
  return true;
}
