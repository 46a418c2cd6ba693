import { readSaved, subscribeSaved } from '@/lib/browser/guide-actions';

// The Saved links' counts (components/layout/saved-count.tsx: [data-saved-count], in the bar, the
// mobile menu and the footer): how many guides the saved list holds, kept up to date as guides are
// saved or removed here or in another tab. None: the count stays empty.

export function initSavedCount(doc: Document = document): () => void {
  const counts = [...doc.querySelectorAll<HTMLElement>('[data-saved-count]')];
  if (counts.length === 0) return () => {};
  const show = () => {
    const saved = readSaved().length;
    for (const count of counts) count.textContent = saved > 0 ? String(saved) : '';
  };
  show();
  return subscribeSaved(show);
}
