// Escaping for markup written as text: the RSS feed, the places files (GPX, KML) and the Klook widget placeholders.

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML/HTML element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/**
 * Plain text as HTML text: an element that other apps read as HTML (KML <description> in Google
 * Earth, GPX <desc> in maps apps, RSS <description> in feed readers) gets this, then escapeXml, so
 * an editor's `<a href="javascript:…">` shows as those characters instead of becoming a link.
 */
export const escapeHtmlText = (text: string): string =>
  text.replace(/[&<>]/g, (char) => XML_ENTITIES[char] ?? char);
