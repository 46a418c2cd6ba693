/**
 * The mobile menu is a <details data-mobile-menu> disclosure, so it opens and closes without
 * JavaScript. This adds what a menu button should do: aria-expanded on the button, close on Escape
 * (focus back on the button), when a link is chosen, and when focus or a click leaves the menu.
 */
export function initMobileMenu(doc: Document = document): () => void {
  // The 404 page has a menu per language (one shown); every other page has one.
  const stops = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]')].map((details) =>
    initMenu(doc, details),
  );
  return () => stops.forEach((stop) => stop());
}

function initMenu(doc: Document, details: HTMLDetailsElement): () => void {
  const summary = details.querySelector('summary');
  if (!summary) return () => {};

  const close = (focusButton: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (focusButton) summary.focus();
  };
  const onToggle = () => summary.setAttribute('aria-expanded', String(details.open));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (!details.contains(target) || target.closest?.('a')) close(false);
  };
  const onFocus = (event: FocusEvent) => {
    if (!details.contains(event.target as Node)) close(false);
  };

  onToggle();
  details.addEventListener('toggle', onToggle);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('click', onClick);
  doc.addEventListener('focusin', onFocus);
  return () => {
    details.removeEventListener('toggle', onToggle);
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('focusin', onFocus);
  };
}
