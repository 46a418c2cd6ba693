// Build-time configuration. Every value has a documented default (docs/deploying.md, "Configuration"), so a
// fresh clone builds as is; a deploy overrides them with environment variables.

/** An environment variable, or the default when it is unset or blank. */
export function envOr(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}
