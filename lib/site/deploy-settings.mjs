// @ts-check
// The settings a deploy must give (docs/deploying.md, "Configuration"). Each has a stand-in default so
// a fresh clone builds and runs as it is; `npm run build` warns while any stand-in is in use, and a
// deploy build (DEPLOY=1 npm run build, scripts/build/check-settings.mjs) refuses to start.
// Plain JavaScript, so the build scripts read the same table as the site's TypeScript.

/** @typedef {{ variable: string, what: string, fallback: string }} DeploySetting */

/** A stand-in that is obviously not a real value; any value starting with it counts as unset. */
export const PLACEHOLDER = 'PLACEHOLDER';

/** @type {readonly DeploySetting[]} */
export const DEPLOY_SETTINGS = [
  {
    variable: 'NEXT_PUBLIC_SITE_URL',
    what: 'the public origin of the site (canonical URLs, sitemap, feed)',
    fallback: 'https://explorebandung.id',
  },
  {
    variable: 'NEXT_PUBLIC_CONTACT_PHONE',
    what: 'the contact phone number (also WhatsApp, unless NEXT_PUBLIC_CONTACT_WHATSAPP is set)',
    fallback: '+62 811-2233-4455',
  },
  {
    variable: 'NEXT_PUBLIC_CONTACT_EMAIL',
    what: 'the contact e-mail address',
    fallback: 'hello@explorebandung.id',
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_AID',
    what: 'your Klook affiliate id (aid=)',
    fallback: `${PLACEHOLDER}_AID`,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_DEEPLINK_ADID',
    what: 'the Klook ad id of deep links (aff_adid=)',
    fallback: `${PLACEHOLDER}_DEEPLINK_ADID`,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID',
    what: 'the Klook ad id of the tours widget',
    fallback: `${PLACEHOLDER}_TOURS_WIDGET_ADID`,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID',
    what: 'the Klook ad id of the hotel-deals widget',
    fallback: `${PLACEHOLDER}_HOTELS_WIDGET_ADID`,
  },
];

/** Tests only: remote photos are downloaded from this local server instead (lib/photos/remote.mjs). */
export const PHOTO_TEST_ORIGIN_ENV = 'EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN';
/** npm run bench only: a photo that cannot be downloaded becomes a generated stand-in. */
export const BENCH_PHOTOS_ENV = 'EXPLORE_BANDUNG_BENCH_PHOTOS';

/** Variables tests and benchmarks set, which a deploy build refuses, with what each would do. */
export const NEVER_IN_DEPLOY = {
  [PHOTO_TEST_ORIGIN_ENV]: 'downloads remote photos from a local test server',
  [BENCH_PHOTOS_ENV]: 'replaces photos it cannot download with generated stand-ins',
};

/**
 * The test and benchmark variables set in `env` (a deploy build refuses them).
 * @param {Record<string, string | undefined>} [env]
 */
export const testOnlySettings = (env = process.env) =>
  Object.entries(NEVER_IN_DEPLOY)
    .filter(([variable]) => env[variable]?.trim())
    .map(([variable, what]) => ({ variable, what }));

/** @param {string | undefined} value */
const isStandIn = (value) => !value?.trim() || value.trim().startsWith(PLACEHOLDER);

/**
 * A setting's value: the environment variable, or its stand-in default when unset or blank.
 * @param {string} variable one of DEPLOY_SETTINGS
 * @param {Record<string, string | undefined>} [env]
 */
export function deploySetting(variable, env = process.env) {
  const setting = DEPLOY_SETTINGS.find((s) => s.variable === variable);
  if (!setting) throw new Error(`Unknown deploy setting ${variable}`);
  const value = env[variable]?.trim();
  return value ? value : setting.fallback;
}

/**
 * The settings still on a stand-in (unset, blank, or a PLACEHOLDER… value).
 * @param {Record<string, string | undefined>} [env]
 */
export const standInSettings = (env = process.env) =>
  DEPLOY_SETTINGS.filter((s) => isStandIn(env[s.variable]));

/** Whether this is a deploy build, which must not ship stand-ins. @param {Record<string, string | undefined>} [env] */
export const isDeployBuild = (env = process.env) => /^(1|true|yes)$/i.test(env.DEPLOY?.trim() ?? '');
