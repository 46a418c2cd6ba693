import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Every temporary folder a unit test makes (photo caches, small sites to build, their builds' own)
// goes into one folder for the run, removed when the run ends: os.tmpdir() reads TMPDIR, which the
// test workers and the processes they start inherit. Before, each run left about 180 folders behind
// in /tmp, some of them whole small sites.
export default function setup() {
  const previous = process.env.TMPDIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explore-bandung-unit-'));
  process.env.TMPDIR = dir;
  return () => {
    // A process a timed-out test left running may still be writing there: retry, then say so. (A run
    // killed before its end leaves the folder, one per run, in the system's temporary folder.)
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove the unit tests' temporary folder ${dir}: ${error}`);
    }
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  };
}
