import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import { PhotoBanner } from '@/components/ui/photo-banner';
import type { ResolvedPhoto } from '@/lib/photos/photo-url';
import { HERO_IMAGE, RATING } from '@/lib/site/home';
import { routes } from '@/lib/routes';

/** The home page's opening banner; `photo` is HERO_IMAGE resolved by the page. */
export function Hero({ photo }: { photo: ResolvedPhoto }) {
  return (
    <PhotoBanner
      image={{ photo, alt: HERO_IMAGE.alt }}
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
          {RATING.score} from {RATING.travelers} travelers
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-6xl">
          Bandung, the cool <span className="text-amber-300">highlands</span> of West Java
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-forest-50 sm:text-xl">
          Crater lakes and tea terraces, art deco streets and the best street food in Java: local tips, honest
          guides and tours you can book in minutes.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={routes.tours}>Explore Experiences</ButtonLink>
          <ButtonLink href={routes.guides} variant="secondary">
            Travel Guide
          </ButtonLink>
        </div>
      </div>
    </PhotoBanner>
  );
}
