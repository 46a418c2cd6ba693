import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { pageMetadata } from '@/lib/seo/metadata';
import { NOT_FOUND_SCRIPT, notFoundTitles, type NotFoundKind } from '@/lib/site/not-found';
import { routes } from '@/lib/routes';

// One 404 page serves every unknown path, so it has no canonical URL; it stays out of search results.
export const metadata: Metadata = pageMetadata({
  title: notFoundTitles.general,
  description: 'The page you are looking for does not exist.',
  path: null,
  noindex: true,
  followLinks: true,
});

function View({
  kind,
  title,
  text,
  children,
}: {
  kind: NotFoundKind;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div data-not-found-view={kind} className="mx-auto max-w-xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-forest-100">{text}</p>
      {children}
    </div>
  );
}

export default function NotFound() {
  return (
    <section className="flex min-h-[80svh] items-center bg-forest-900 px-4 pt-28 pb-20 text-white">
      {/* Chooses the view before it is painted, so there is no flash of the wrong message. */}
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
      <div className="w-full">
        <View
          kind="list"
          title="No Such Page of Guides"
          text="That list of guides is shorter than the link expects, or the area or topic has moved."
        >
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={routes.guides}>Browse all guides</ButtonLink>
            <ButtonLink href={routes.search} variant="secondary">
              Search the guides
            </ButtonLink>
          </div>
        </View>
        <View
          kind="guide"
          title="Blog Post Not Found"
          text="The blog post you're looking for doesn't exist or couldn't be loaded."
        >
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={routes.home}>Return to Home</ButtonLink>
            <ButtonLink href={routes.guides} variant="secondary">
              Browse all guides
            </ButtonLink>
          </div>
        </View>
        <View
          kind="redirect"
          title="Redirecting..."
          text="That tour isn't available any more. Taking you to the home page."
        >
          <div className="mt-8">
            <ButtonLink href={routes.home}>Go to the home page</ButtonLink>
          </div>
        </View>
        <View
          kind="general"
          title="Page Not Found"
          text="We couldn't find that page. It may have moved, or the link may be mistyped."
        >
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={routes.home}>Return to Home</ButtonLink>
            <ButtonLink href={routes.guides} variant="secondary">
              Travel Guides
            </ButtonLink>
            <ButtonLink href={routes.tours} variant="secondary">
              Bandung Tours
            </ButtonLink>
          </div>
        </View>
      </div>
    </section>
  );
}
