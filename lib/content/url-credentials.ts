/**
 * Whether an address holds a user name or password (https://user:pw@host/, //user@host/): a guide
 * publishes its links and sources as written, so one would be published to every reader. The rule
 * for links in a body (lib/content/guides.ts) and for the sources of guides and places (guide-schema.ts).
 */
export function carriesCredentials(url: string): boolean {
  try {
    const parsed = new URL(url, 'https://site.invalid/');
    return Boolean(parsed.username || parsed.password);
  } catch {
    return false;
  }
}
