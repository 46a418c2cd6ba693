// Finds a Java runtime for the W3C HTML checker (vnu.jar), the way ensure-browser.mjs finds Chromium:
// $JAVA_HOME, then `java` on the PATH, then (as root on Debian) installs default-jre-headless from apt.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Whether `command -version` runs. @param {string} command */
const runs = (command) => spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * The java command to run, or undefined when there is none.
 * @param {Record<string, string | undefined>} [env]
 */
export function findJava(env = process.env) {
  const candidates = [env.JAVA_HOME && join(env.JAVA_HOME, 'bin', 'java'), 'java', '/usr/bin/java'];
  return candidates.find(
    (command) => command && (command === 'java' || existsSync(command)) && runs(command),
  );
}

/** A java command, installing a headless runtime when there is none and we may (root on Debian). */
export function ensureJava() {
  const found = findJava();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Java found for the HTML checker; installing default-jre-headless.');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
        {
          stdio: 'inherit',
          timeout: 10 * 60_000,
        },
      );
    } catch {
      // Reported below.
    }
    const installed = findJava();
    if (installed) return installed;
  }
  throw new Error(
    'The HTML checker (vnu.jar) needs Java 11 or later, and none was found. Install it ' +
      '(Debian: `apt-get install default-jre-headless`) or set JAVA_HOME.',
  );
}
