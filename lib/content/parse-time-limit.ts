import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { GuideContentError } from './guide-error';

// Parsing Markdown under a time limit. The quick check before parsing (markdown-limits.ts) refuses
// every shape of body known to be slow, but the parser is not ours: a shape nobody has found yet
// must fail the build naming its guide, not hang it for minutes. A synchronous parse cannot be
// stopped from its own thread, so bodies are parsed on a worker thread while the loader (which is
// synchronous: pages read guides while they render) waits for the tree with Atomics.wait; at the
// limit the worker is terminated, and the next body gets a new one. The worker is started once per
// process and reused (parsing there costs a structured copy of the tree, a few ms for a guide).
// Its code is a string, not a file, so the bundlers of next build and next dev leave it alone; it
// loads the parser from the project's node_modules (the working directory, as for next itself).

/** Seconds a body may take to parse: real guides take well under one on a busy machine. */
export const PARSE_SECONDS = 10;

/** Sets another limit (seconds): tests, and a machine far slower than ours. */
export const PARSE_SECONDS_ENV = 'EXPLORE_BANDUNG_PARSE_SECONDS';

const parseSeconds = (env = process.env) => Number(env[PARSE_SECONDS_ENV]) || PARSE_SECONDS;

/** The same parser, on this thread: when the worker cannot start. */
const parserHere = unified().use(remarkParse).use(remarkGfm);

/** Seconds the worker may take to start (loading the parser), before parsing falls back to this thread. */
const START_SECONDS = 120;

const WORKER_CODE = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
Promise.all([import('unified'), import('remark-parse'), import('remark-gfm')]).then(
  ([{ unified }, { default: remarkParse }, { default: remarkGfm }]) => {
    const parser = unified().use(remarkParse).use(remarkGfm);
    port.on('message', ({ id, markdown }) => {
      let reply;
      try {
        reply = { id, tree: parser.parse(markdown) };
      } catch (error) {
        reply = { id, error: String(error && error.message || error) };
      }
      port.postMessage(reply);
      Atomics.store(signal, 0, id);
      Atomics.notify(signal, 0);
    });
    Atomics.store(signal, 0, 1);
    Atomics.notify(signal, 0);
  },
  (error) => {
    Atomics.store(signal, 0, -1);
    Atomics.notify(signal, 0);
    throw error;
  },
);
`;

type ParserThread = { worker: Worker; port: MessagePort; signal: Int32Array; nextId: number };

let thread: ParserThread | undefined | null;

/** The running parser thread, started on first use; null when it cannot start (parse here instead). */
function parserThread(): ParserThread | null {
  if (thread !== undefined) return thread;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { port: port2, signal },
    transferList: [port2],
  });
  // A waiting worker never keeps the process alive, and its failure to start is handled below.
  worker.unref();
  worker.on('error', () => {});
  Atomics.wait(signal, 0, 0, START_SECONDS * 1000);
  if (Atomics.load(signal, 0) !== 1) {
    void worker.terminate();
    console.warn('⚠ the Markdown parser thread did not start: guides are parsed without a time limit');
    thread = null;
    return thread;
  }
  thread = { worker, port: port1, signal, nextId: 2 };
  return thread;
}

/** The body's syntax tree, or 'too slow' when parsing takes more than `seconds`. */
export function parseMarkdownWithin(markdown: string, seconds: number): Root | 'too slow' {
  const parser = parserThread();
  if (!parser) return parserHere.parse(markdown);
  const id = parser.nextId++;
  parser.port.postMessage({ id, markdown });
  Atomics.wait(parser.signal, 0, id - 1, seconds * 1000);
  if (Atomics.load(parser.signal, 0) !== id) {
    void parser.worker.terminate();
    parser.port.close();
    thread = undefined;
    return 'too slow';
  }
  const reply = receiveMessageOnPort(parser.port)?.message as { tree?: Root; error?: string } | undefined;
  if (!reply?.tree) throw new Error(`the Markdown parser failed: ${reply?.error ?? 'no answer'}`);
  return reply.tree;
}

/** A guide's body parsed, or a GuideContentError naming the guide when it takes too long. */
export function parseGuideBody(file: string, markdown: string): Root {
  const seconds = parseSeconds();
  const tree = parseMarkdownWithin(markdown, seconds);
  if (tree === 'too slow') {
    throw new GuideContentError(
      file,
      `the Markdown body takes more than ${seconds} s to parse; simplify it (fewer nested lists and quotes, shorter paragraphs) or split the guide`,
    );
  }
  return tree;
}
