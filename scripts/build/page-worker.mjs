// @ts-check
// A worker thread of scripts/build/postbuild.mjs: processes its share of the built pages and sends back
// their header policies.
import { parentPort, workerData } from 'node:worker_threads';
import { allowList } from './inline-scripts.mjs';
import { processPage } from './postbuild.mjs';

/** @type {{ outDir: string, files: string[], job: import('./postbuild.mjs').PageJob }} */
const { outDir, files, job } = workerData;
const allowedScripts = allowList(job.allowed);
parentPort?.postMessage(files.map((file) => processPage(outDir, file, job, allowedScripts)));
