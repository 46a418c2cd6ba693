// @ts-check
// `npm run test:dev`'s server (playwright.dev.config.ts): `next dev`, with the draft guide of
// scripts/test/dev-draft.mjs written before it starts and removed when it stops.
//
//   node scripts/test/dev-server.mjs --port 3011
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { removeDevDraft, writeDevDraft } from './dev-draft.mjs';

const port = process.argv[process.argv.indexOf('--port') + 1] ?? '3101';
await writeDevDraft();
const require = createRequire(import.meta.url);
const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
const stop = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  removeDevDraft();
  process.exit(code ?? 0);
});
