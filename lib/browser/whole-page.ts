// Whether a stored page is whole: what the service worker shows offline must be one of the site's
// pages as the build wrote it, from its doctype to its closing </html>. A copy cut short (a quota
// error, a crash while storing) or an empty entry showed as a broken or blank page (issue #34); the
// worker then falls back as if there were no copy (a saved guide, the offline page).

/** Whether an HTML text is a whole page: a doctype first, </html> last (whitespace aside). */
export function isWholePage(html: string): boolean {
  const text = html.trim();
  return /^<!doctype html/i.test(text) && /<\/html>$/i.test(text);
}
