// @ts-check
// A worker thread of scripts/build/postbuild.mjs: processes its share of the built pages and sends back
// their header policies.
import { parentPort, workerData } from 'node:worker_threads';
import { processPage } from './postbuild.mjs';

/** @type {{ outDir: string, files: string[], behaviors: string }} */
const { outDir, files, behaviors } = workerData;
parentPort?.postMessage(files.map((file) => processPage(outDir, file, behaviors)));
