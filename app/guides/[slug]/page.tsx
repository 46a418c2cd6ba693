import type { Metadata } from 'next';
import { GuideArticleFooter } from '@/components/guides/guide-article-footer';
import { GuideArticleHero } from '@/components/guides/guide-article-hero';
import { GuidePlaces } from '@/components/guides/guide-places';
import { GuideToolbar } from '@/components/guides/guide-toolbar';
import { Markdown } from '@/components/guides/markdown';
import { JsonLd } from '@/components/seo/json-ld';
import { articlePhotos, guideCards } from '@/lib/content/guide-photos';
import { relatedGuides } from '@/lib/content/guide-picks';
import { getGuide, getGuideSummaries, getGuides } from '@/lib/content/guides';
import { pageMetadata } from '@/lib/seo/metadata';
import { guideOgCard } from '@/lib/seo/og';
import { articleJsonLd, guideBreadcrumbJsonLd } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ slug: string }> };

// Only the guides in content/guides exist; any other /guides/* path is the export's 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getGuides().map(({ slug }) => ({ slug }));
}

/** Every generated slug has a guide; the lookup only fails if generateStaticParams is bypassed. */
async function guideFor(params: Props['params']) {
  const { slug } = await params;
  const guide = getGuide(slug);
  if (!guide) throw new Error(`No guide for slug "${slug}"`);
  return guide;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await guideFor(params);
  return pageMetadata({
    title: `${guide.title} – Bandung Travel Guide 2025`,
    description: guide.summary,
    path: guide.href,
    type: 'article',
    publishedTime: guide.date,
    modifiedTime: guide.updated,
    image: guideOgCard(guide),
  });
}

export default async function GuidePage({ params }: Props) {
  const guide = await guideFor(params);
  const [photos, related] = await Promise.all([
    articlePhotos(guide),
    guideCards(relatedGuides(guide, getGuideSummaries())),
  ]);
  return (
    <article>
      <JsonLd data={articleJsonLd(guide, photos.hero)} />
      <JsonLd data={guideBreadcrumbJsonLd(guide)} />
      <GuideArticleHero guide={guide} photo={photos.hero} />
      <GuideToolbar guide={guide} />
      {/* The search index (scripts/build/search.mjs) reads this body, and these result fields. */}
      <div
        data-pagefind-body=""
        data-pagefind-meta={`excerpt[data-excerpt], readTime:${guide.readTime}`}
        data-excerpt={guide.excerpt}
        className="mx-auto max-w-prose min-w-0 px-4 py-12 text-lg sm:px-6"
      >
        <Markdown source={guide.content} photos={photos.body} />
      </div>
      <GuidePlaces places={guide.places} />
      <GuideArticleFooter guide={guide} related={related} />
    </article>
  );
}
