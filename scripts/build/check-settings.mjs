#!/usr/bin/env node
// @ts-check
// First step of `npm run build`. A plain build warns about every deploy setting still on its stand-in
// default; a deploy build (DEPLOY=1) stops, listing them all, before anything is built.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import {
  isDeployBuild,
  reportOnlyProblem,
  standInSettings,
  testOnlySettings,
} from '../../lib/build/deploy-settings.mjs';

/**
 * The check's verdict for an environment: exit code and message (empty when all is set).
 * @param {Record<string, string | undefined>} env
 */
export function checkSettings(env) {
  const testOnly = testOnlySettings(env);
  if (isDeployBuild(env) && testOnly.length) {
    return {
      code: 1,
      message:
        `✖ Deploy build refused: set only for tests and benchmarks:\n` +
        `${testOnly.map((s) => `  ${s.variable}: ${s.what}`).join('\n')}\n`,
    };
  }
  const reportOnly = isDeployBuild(env) && reportOnlyProblem(env);
  if (reportOnly) return { code: 1, message: `✖ Deploy build refused: ${reportOnly}.\n` };
  const missing = standInSettings(env);
  if (missing.length === 0) return { code: 0, message: '' };
  const list = missing
    .map((s) => {
      const value = env[s.variable]?.trim();
      const now =
        s.problem === 'unset'
          ? `now "${s.fallback}"`
          : `"${value}" ${s.problem === 'a stand-in' ? 'is a stand-in' : s.problem}`;
      return `  ${s.variable}: ${s.what} (${now})`;
    })
    .join('\n');
  if (isDeployBuild(env)) {
    return {
      code: 1,
      message:
        `✖ Deploy build refused: ${missing.length} setting(s) still on a stand-in value. Set them in the ` +
        `build environment (docs/deploying.md, Configuration):\n${list}\n`,
    };
  }
  return {
    code: 0,
    message:
      `⚠ ${missing.length} setting(s) use a stand-in value: fine for a local build, refused by a deploy ` +
      `build (DEPLOY=1 npm run build):\n${list}\n`,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, message } = checkSettings(process.env);
  if (message) (code ? console.error : console.warn)(message);
  process.exit(code);
}
