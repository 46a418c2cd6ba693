// The Klook widget loader script, added to the page on the client (see components/home/klook-widgets.tsx).

export const KLOOK_SCRIPT_SRC = 'https://affiliate.klook.com/widget/fetch-iframe-init.js';

/**
 * Adds the Klook loader script to the document once; returns whether it added it. `onLoad` runs once
 * the loader has loaded, `onError` if it is blocked or fails (neither when it was already there).
 */
export function ensureKlookScript(
  doc: Document = document,
  onLoad?: () => void,
  onError?: () => void,
): boolean {
  if (doc.querySelector(`script[src="${KLOOK_SCRIPT_SRC}"]`)) return false;
  const script = doc.createElement('script');
  script.src = KLOOK_SCRIPT_SRC;
  script.async = true;
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  if (onError) script.addEventListener('error', onError, { once: true });
  doc.body.appendChild(script);
  return true;
}
