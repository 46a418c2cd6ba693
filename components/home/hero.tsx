import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { PhotoBanner } from '@/components/ui/photo-banner';
import { BANNER_MIN_HEIGHTS } from '@/lib/build/photos/photo-files.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translator';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { ratingText } from '@/lib/site/home';
import { routes } from '@/lib/routes';

/** The home page's opening banner; `photo` is HERO_IMAGE resolved by the page. */
export function Hero({ locale, photo }: { locale: Locale; photo: ResolvedPhoto }) {
  const t = getTranslator(locale);
  return (
    <PhotoBanner
      minHeight={BANNER_MIN_HEIGHTS.home}
      image={{ photo, alt: t('home.heroAlt') }}
      className="min-h-[88svh] items-end pt-28 pb-16 sm:items-center sm:pb-24"
      overlayClassName="from-forest-950/90 via-forest-950/60 to-forest-950/50"
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-pill bg-white/15 px-4 py-2 text-sm font-semibold ring-1 ring-white/25 backdrop-blur">
          <span className="flex text-amber-300" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <Icon key={i} name="star" className="size-4 fill-current" />
            ))}
          </span>
          {ratingText(locale)}
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-6xl">
          {t.rich('home.heroTitle', {
            highlight: (words) => <span className="text-amber-300">{words}</span>,
          })}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-forest-50 sm:text-xl">
          {t('home.heroIntro')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={localePath(locale, routes.tours)}>{t('home.exploreExperiences')}</ButtonLink>
          <ButtonLink href={localePath(locale, routes.guides)} variant="secondary">
            {t('home.travelGuide')}
          </ButtonLink>
        </div>
      </div>
    </PhotoBanner>
  );
}
