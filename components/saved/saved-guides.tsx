import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/lib/routes';

// The visitor's saved guides, on /saved (to read and remove) and on the offline page (the ones
// stored on this device). The list lives in the browser, so the page ships an empty list, one hidden
// item to copy, and a notice for browsers that cannot save; components/behaviors/saved-guides.ts
// fills the list from localStorage and the saved-guides cache, and hides the notice where saving
// works. (The item is a hidden element rather than a <template>, whose content React cannot hydrate
// in `npm run dev`.)

const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-pill bg-white px-4 text-sm font-bold text-forest-900 ring-1 ring-forest-900/15 hover:bg-forest-50';

export function SavedGuides({ mode }: { mode: 'manage' | 'offline' }) {
  return (
    // Room for the notice, the list or the empty message alike, so nothing below moves when the
    // behaviour swaps one for another (layout shift).
    <div data-saved-guides={mode} className="min-h-64">
      <div data-saved-unsupported="" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10">
        <p className="text-lg">
          Saving guides to read without a connection needs a modern browser with JavaScript turned on. You can
          still read every guide online.
        </p>
        <Link href={routes.guides} className={`mt-4 ${actionClass}`}>
          <Icon name="arrowRight" className="size-4" />
          Browse the guides
        </Link>
      </div>
      <div data-saved-content="" hidden>
        <p data-saved-empty="" hidden className="text-lg">
          {mode === 'manage' ? (
            <>
              No saved guides yet. Press <strong>Save</strong> on a guide to keep it on this device for
              reading without a signal.{' '}
            </>
          ) : (
            <>No guides are saved on this device yet. </>
          )}
          <Link href={routes.guides} className="font-bold text-amber-800 underline">
            Browse the guides
          </Link>
        </p>
        <ul data-saved-list="" aria-label="Saved guides" className="space-y-4" />
      </div>
      {/* One saved guide; the behaviour copies it and fills the slots with text only. */}
      <ul hidden>
        <li data-saved-item="" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10">
          <h2 className="text-xl font-extrabold text-forest-950">
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */}
            <a data-slot="link" className="hover:text-amber-800 hover:underline" />
          </h2>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Icon name="mapPin" className="size-4" />
              <span data-slot="area" />
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-4" />
              <span data-slot="read-time" />
            </span>
            <span data-slot="status" className="text-forest-700" />
          </p>
          {mode === 'manage' && (
            <button type="button" data-saved-remove="" className={`mt-4 ${actionClass}`}>
              <Icon name="trash2" className="size-4" />
              Remove
            </button>
          )}
        </li>
      </ul>
    </div>
  );
}
