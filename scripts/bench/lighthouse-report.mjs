// The bench's reading of a Lighthouse report (scripts/bench/bench.mjs): the figures it keeps, the
// budgets they must meet, and the table it prints.
import { isLocal, isNetwork } from './page-checks.mjs';

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100, // not checked on the not-found page: it is noindex on purpose
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  jsBytes: 130 * 1024,
  // Everything the home page downloads on a phone (Lighthouse's mobile viewport), photos included.
  homeTotalBytes: 350 * 1024,
};

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function summarise(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const served = requests.filter(
    (r) => isNetwork(r.url) && (r.statusCode ?? 0) > 0 && !(r.statusCode >= 400 && !isLocal(r.url)),
  );
  const offsiteServed = served.filter((r) => !isLocal(r.url)).map((r) => r.url);
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => url && !isLocal(url));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    jsBytes: served
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: served.length,
    offsiteServed,
    renderBlocking,
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs
          .filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
          )
          .map((ref) => `${category.id}: ${ref.id}`),
      ),
    ownStatusOnlyError: onlyOwnStatusError(lhr),
    runtimeError: lhr.runtimeError?.message,
  };
}

// A not-found page answers 404 on purpose, and Chrome logs that status of the document itself as a
// console error, which costs the page Lighthouse's errors-in-console audit. That one error, and only
// it, is excused on the not-found page (its row says so); any other console error still counts.
export function onlyOwnStatusError(lhr) {
  const failing = lhr.categories['best-practices']?.auditRefs.filter(
    (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
  );
  if (!failing || failing.length !== 1 || failing[0].id !== 'errors-in-console') return false;
  const items = lhr.audits['errors-in-console'].details?.items ?? [];
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        item.source === 'network' &&
        /status of 404/.test(item.description ?? '') &&
        item.sourceLocation?.url === lhr.finalDisplayedUrl,
    )
  );
}

export function checkBudgets(page, m) {
  const misses = [];
  const need = (ok, text) => ok || misses.push(text);
  need(m.performance >= BUDGETS.performance, `performance ${m.performance} < ${BUDGETS.performance}`);
  need(
    m.accessibility >= BUDGETS.accessibility,
    `accessibility ${m.accessibility} < ${BUDGETS.accessibility}`,
  );
  need(
    m.bestPractices >= BUDGETS.bestPractices || (page.notFound && m.ownStatusOnlyError),
    `best practices ${m.bestPractices} < ${BUDGETS.bestPractices}`,
  );
  if (!page.notFound) need(m.seo >= BUDGETS.seo, `SEO ${m.seo} < ${BUDGETS.seo}`);
  need(m.lcpMs <= BUDGETS.lcpMs, `LCP ${fmtMs(m.lcpMs)} > ${fmtMs(BUDGETS.lcpMs)}`);
  need(m.tbtMs <= BUDGETS.tbtMs, `TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  need(m.cls <= BUDGETS.cls, `CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  need(m.jsBytes <= BUDGETS.jsBytes, `JS ${fmtKiB(m.jsBytes)} > ${fmtKiB(BUDGETS.jsBytes)}`);
  if (page.path === '/') {
    need(
      m.totalBytes <= BUDGETS.homeTotalBytes,
      `total ${fmtKiB(m.totalBytes)} > ${fmtKiB(BUDGETS.homeTotalBytes)}`,
    );
  }
  need(m.renderBlocking.length === 0, `render-blocking third-party: ${m.renderBlocking.join(', ')}`);
  need(m.offsiteServed.length === 0, `off-site requests not blocked: ${m.offsiteServed.join(', ')}`);
  return misses;
}

export const fmtMs = (ms) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);

export const fmtKiB = (bytes) => (Number.isNaN(bytes) ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);

export const fmtNum = (n) => (Number.isNaN(n) ? '–' : String(n));

export function printTable(rows) {
  const header = [
    'page',
    'path',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'total bytes',
    'JS bytes (files + inline)',
    'requests',
    'budgets',
  ];
  const lines = rows.map(({ page, m, misses }) => [
    page.name,
    page.path,
    fmtNum(m.performance),
    fmtNum(m.accessibility),
    page.notFound && m.ownStatusOnlyError && m.bestPractices < BUDGETS.bestPractices
      ? `${fmtNum(m.bestPractices)} (own 404 status)`
      : fmtNum(m.bestPractices),
    page.notFound ? `${fmtNum(m.seo)} (noindex)` : fmtNum(m.seo),
    fmtMs(m.lcpMs),
    Number.isNaN(m.tbtMs) ? '–' : `${Math.round(m.tbtMs)} ms`,
    Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3),
    fmtKiB(m.totalBytes),
    fmtKiB(m.jsBytes),
    fmtNum(m.requests),
    misses.length ? 'MISSED' : 'ok',
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
