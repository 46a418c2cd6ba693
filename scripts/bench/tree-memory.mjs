// Peak memory of a build: the largest sum of resident memory (VmRSS) over its whole process tree
// (the build script, next build and its workers, sharp's threads), sampled every 100 ms from /proc.
// Linux only. Used by npm run bench:scale and npm run bench:photo-bombs.
import { readdirSync, readFileSync } from 'node:fs';
import { buildSite } from '../test/synthetic-site.mjs';

/** The resident memory of a process and all its descendants, in KiB. */
export function treeRssKiB(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      /* gone */
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** `npm run build` in dir (scripts/test/synthetic-site.mjs buildSite), with its peak memory. */
export async function buildWithPeakMemory(dir, options = {}) {
  let peak = 0;
  let timer;
  const result = await buildSite(dir, {
    ...options,
    onChild: (child) => {
      timer = setInterval(() => {
        peak = Math.max(peak, treeRssKiB(child.pid));
      }, 100);
    },
  });
  clearInterval(timer);
  return { ...result, peakKiB: peak };
}
