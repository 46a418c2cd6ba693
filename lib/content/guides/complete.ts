import { localePath } from '../../i18n/paths';
import { guideHref } from '../../routes';
import type { GuidePlace } from '../places/schema';
import type { References } from '../references';
import { translationIsDraft } from './drafts';
import { translationAltProblem } from './hero';
import { keyFactsMismatch } from './key-facts';
import type { ParsedGuideFile } from './parse';
import type { GuidePlaceRef } from './place-refs';
import type { Guide } from './types';

// A guide made whole from its parsed file: its places' records, its address, and for a translation
// what it takes from its original (area, tags, featured, views, the hero photo, the sources and the
// places unless it gives its own, each place then with its own tip in the translation's language).

/**
 * The guide's place list resolved against the place records: each id's record, with the guide's
 * tip where it gives one. An id with no record is a problem naming the guide, the field and the id.
 */
function resolvePlaces(file: string, refs: readonly GuidePlaceRef[], references: References): GuidePlace[] {
  return refs.flatMap((ref, index) => {
    const place = references.places.get(ref.place);
    if (!place) {
      // A record that exists but is invalid has its own problems already.
      if (references.brokenPlaces.has(ref.place)) return [];
      references.problems.add(
        file,
        `place ${index + 1} "${ref.place}": there is no place content/places/${ref.place}.yaml`,
        'field "places"',
      );
      return [];
    }
    return [{ ...place, ...('tip' in ref && ref.tip !== undefined ? { guideTip: ref.tip } : {}) }];
  });
}

/** A guide from its file; a translation needs its original (already complete). */
export function completeGuide(
  parsed: ParsedGuideFile,
  original: Guide | undefined,
  references: References,
): Guide {
  const { file, slug, content, bodyPhotos, headings, words } = parsed;
  const locale = parsed.data.lang;
  const updated = parsed.data.updated ?? parsed.data.date;
  const located = { slug, file, locale, href: localePath(locale, guideHref(slug)), updated, words };
  if (parsed.kind === 'original') {
    const { image: _image, places: refs, updated: _updated, ...data } = parsed.data;
    return {
      ...data,
      ...located,
      places: resolvePlaces(file, refs, references),
      imageSource: parsed.imageSource,
      content,
      bodyPhotos,
      headings,
    };
  }
  if (!original) throw new Error(`${file}: a translation is completed with its original`);
  const altProblem = translationAltProblem(original.imageSource, parsed.data.imageAlt);
  if (altProblem) references.problems.add(file, altProblem);
  const keyFactsProblem = keyFactsMismatch(parsed.data.keyFacts, original.keyFacts, original.file);
  if (keyFactsProblem) references.problems.add(file, keyFactsProblem);
  const { title, excerpt, summary, imageAlt, date, draft, translationOf } = parsed.data;
  const refs = parsed.data.places ?? original.places.map((place) => ({ place: place.id }));
  return {
    title,
    excerpt,
    summary,
    imageAlt,
    date,
    draft: translationIsDraft(file, draft, original),
    ...located,
    ...(parsed.data.keyFacts ? { keyFacts: parsed.data.keyFacts } : {}),
    // By default the translation's facts come from where the original's do.
    ...(parsed.data.sources || original.sources ? { sources: parsed.data.sources ?? original.sources } : {}),
    area: original.area,
    tags: original.tags,
    featured: original.featured,
    ...(original.views === undefined ? {} : { views: original.views }),
    lang: locale,
    translationOf,
    places: resolvePlaces(file, refs, references),
    imageSource: original.imageSource,
    content,
    bodyPhotos,
    headings,
  };
}
