// A saved guide in every language it is published in. Save records them all (the Save button carries
// them: components/guides/guide-actions.tsx), so /saved in any language can show the guide's own
// title, area and read time in that language and link to that version. The saved list keeps the
// version that was saved (its slug, its page stored for offline reading) as the entry itself.

/** One language's version of a saved guide: what the list shows of it. */
export type SavedGuideVersion = { title: string; href: string; area?: string; readTime?: string };

/** The versions by language tag (<html lang>): { en: {...}, id: {...} }. */
export type SavedGuideVersions = Record<string, SavedGuideVersion>;

const isVersion = (value: unknown): value is SavedGuideVersion => {
  if (!value || typeof value !== 'object') return false;
  const { title, href, area, readTime } = value as Record<string, unknown>;
  const optional = (field: unknown) => field === undefined || typeof field === 'string';
  // Only the site's own pages: a stored value is never trusted to lead elsewhere.
  return typeof title === 'string' &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//')
    ? optional(area) && optional(readTime)
    : false;
};

/** The versions in a value read from a button or from storage; anything malformed is left out. */
export function readVersions(value: unknown): SavedGuideVersions | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const versions = Object.entries(parsed).filter(([, version]) => isVersion(version));
  return versions.length ? (Object.fromEntries(versions) as SavedGuideVersions) : undefined;
}

/**
 * What a list in language `lang` shows of a saved guide: its version in that language where it has
 * one, else the version that was saved, in its own language.
 */
export function versionFor<T extends SavedGuideVersion & { lang?: string; versions?: unknown }>(
  guide: T,
  lang: string,
): SavedGuideVersion & { lang?: string } {
  const own = readVersions(guide.versions)?.[lang];
  return own ? { ...own, lang } : guide;
}
