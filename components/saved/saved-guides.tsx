import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { LOCALES, localeSettings, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import { routes } from '@/lib/routes';

// The visitor's saved guides, on /saved (to read and remove) and on the offline page (the ones
// stored on this device). The list lives in the browser, so the page ships an empty list, one hidden
// item to copy, and a notice for browsers that cannot save; components/behaviors/saved-guides.ts
// fills the list from localStorage and the saved-guides cache, and hides the notice where saving
// works. (The item is a hidden element rather than a <template>, whose content React cannot hydrate
// in `npm run dev`.)

const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-pill bg-card px-4 text-sm font-bold text-strong ring-1 ring-line/15 hover:bg-tint';

export function SavedGuides({ mode, locale }: { mode: 'manage' | 'offline'; locale: Locale }) {
  const t = getTranslator(locale);
  const guides = localePath(locale, routes.guides);
  return (
    // Room for the notice, the list or the empty message alike, so nothing below moves when the
    // behaviour swaps one for another (layout shift). The behaviour's words are data-msg-*.
    <div
      data-saved-guides={mode}
      data-msg-ready={t('saved.ready')}
      data-msg-not-ready={t('saved.notReady')}
      data-msg-remove={t.raw('saved.removeGuide')}
      // For a guide saved in another language: data-msg-ready-in-en="Kept offline in English", …
      {...Object.fromEntries(
        LOCALES.flatMap((other) => {
          const language = t(`saved.languageNames.${other}`);
          const tag = localeSettings[other].tag;
          return [
            [`data-msg-ready-in-${tag}`, t('saved.readyIn', { language })],
            [`data-msg-not-ready-in-${tag}`, t('saved.notReadyIn', { language })],
          ];
        }),
      )}
      className="min-h-64"
    >
      <div data-saved-unsupported="" className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line/10">
        <p className="text-lg">{t('saved.unsupported')}</p>
        <Link href={guides} className={`mt-4 ${actionClass}`}>
          <Icon name="arrowRight" className="size-4" />
          {t('saved.browse')}
        </Link>
      </div>
      <div data-saved-content="" hidden>
        <p data-saved-empty="" hidden className="text-lg">
          {mode === 'manage'
            ? t.rich('saved.emptyManage', { b: (words) => <strong>{words}</strong> })
            : t('saved.emptyOffline')}{' '}
          <Link href={guides} className="font-bold text-link underline">
            {t('saved.browse')}
          </Link>
        </p>
        <ul data-saved-list="" aria-label={t('saved.listLabel')} className="space-y-4" />
      </div>
      {/* One saved guide; the behaviour copies it and fills the slots with text only. */}
      <ul hidden>
        <li data-saved-item="" className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-line/10">
          <h2 className="text-xl font-extrabold text-heading">
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */}
            <a data-slot="link" className="hover:text-link hover:underline" />
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
            <span data-slot="status" className="text-strong-soft" />
          </p>
          {mode === 'manage' && (
            <button type="button" data-saved-remove="" className={`mt-4 ${actionClass}`}>
              <Icon name="trash2" className="size-4" />
              {t('saved.remove')}
            </button>
          )}
        </li>
      </ul>
    </div>
  );
}
