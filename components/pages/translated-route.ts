import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localeOfSegment } from '@/lib/i18n/paths';

// The pages of every language but the first come from one set of route files, app/[locale]/, whose
// [locale] segment is each language of the list (generateStaticParams): a language added to
// lib/i18n/ gets every page without a route file of its own. Each route file hands its page factory
// (components/pages/*) to translatedRoute, which calls it with the language of the URL; the first
// language's route files (app/(en)/, unprefixed URLs) call the same factories directly.

type Props<P> = { params: Promise<P & { locale: string }> };

/** What a page factory returns for one language (the shapes of components/pages/*). */
type LocaleRoute<P> = {
  metadata?: Metadata | (() => Metadata);
  generateMetadata?: (props: { params: Promise<P> }) => Promise<Metadata>;
  generateStaticParams?: () => NoInfer<P>[];
  Page: (props: { params: Promise<P> }) => ReactNode | Promise<ReactNode>;
};

/** A page factory's route for app/[locale]/: its params, metadata and page in the URL's language. */
export function translatedRoute<P extends object = object>(factory: (locale: Locale) => LocaleRoute<P>) {
  const routes = new Map<Locale, LocaleRoute<P>>();
  const routeIn = (segment: string) => {
    const locale = localeOfSegment(segment);
    if (!routes.has(locale)) routes.set(locale, factory(locale));
    return routes.get(locale)!;
  };
  const split = async (params: Props<P>['params']) => {
    const { locale, ...own } = await params;
    return { route: routeIn(locale), params: Promise.resolve(own as P) };
  };
  return {
    /** The page's own segments in one language ([locale] comes from the layout). */
    generateStaticParams: ({ params }: { params: { locale: string } }): P[] =>
      routeIn(params.locale).generateStaticParams?.() ?? [{} as P],
    generateMetadata: async ({ params }: Props<P>): Promise<Metadata> => {
      const { route, params: own } = await split(params);
      if (route.generateMetadata) return route.generateMetadata({ params: own });
      return typeof route.metadata === 'function' ? route.metadata() : (route.metadata ?? {});
    },
    Page: async function TranslatedPage({ params }: Props<P>) {
      const { route, params: own } = await split(params);
      // Called, not rendered as <Page />: the result is the page itself, as the first language's
      // route files return it (server components have no state for React to keep).
      return route.Page({ params: own });
    },
  };
}
