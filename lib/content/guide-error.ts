/** A guide file (or the guides folder) the build refuses: the message names the file and what to fix. */
export class GuideContentError extends Error {
  constructor(file: string, problems: string) {
    super(`Invalid guide ${file}:\n  ${problems}`);
    this.name = 'GuideContentError';
  }
}
