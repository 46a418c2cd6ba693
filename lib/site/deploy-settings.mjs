// @ts-check
// The settings a deploy must give (docs/deploying.md, "Configuration"). Each has a stand-in default so
// a fresh clone builds and runs as it is; `npm run build` warns while any stand-in is in use, and a
// deploy build (DEPLOY=1 npm run build, scripts/build/check-settings.mjs) refuses to start.
// Plain JavaScript, so the build scripts read the same table as the site's TypeScript.

/**
 * A setting, its stand-in default and, for a value that is given, why it cannot be real.
 * @typedef {{ variable: string, what: string, fallback: string, check?: (value: string) => string | undefined }} DeploySetting
 */

/** A stand-in that is obviously not a real value; any value starting with it counts as unset. */
export const PLACEHOLDER = 'PLACEHOLDER';

/** Words that mark a value as a stand-in, in any case, as a word of their own (PLACEHOLDER_AID, todo). */
const STAND_IN_WORD =
  /(?:^|[^a-z])(?:placeholder|todo|tbd|fixme|changeme|change[-_ ]me|dummy|lorem|sample|your[-_ ]\w+|x{3,})(?:$|[^a-z])/i;

/**
 * Whole values that are stand-ins though no word says so: the e-mail and phone numbers of examples
 * and forms (your@email.com, name@domain.com, 0000 0000, +62 1234 5678).
 */
const STAND_IN_VALUES = [
  /^(?:your|you|yourname|name|user|username|email|someone|somebody|foo|test)@/i,
  /@(?:your|my)?(?:domain|company|website|site)\.[a-z]+$/i,
];

/**
 * Whether a phone number's digits (after +62 or a leading 0) are a stand-in: one digit over and over
 * (0000 0000), or counting (1234 5678).
 * @param {string} value
 */
const standInDigits = (value) => {
  const local = value.replace(/\D/g, '').replace(/^(?:62|0)/, '');
  return (
    /^(\d)\1+$/.test(local) ||
    (local.length >= 6 && ('1234567890'.startsWith(local) || '9876543210'.startsWith(local)))
  );
};

/** Host names that are never a public site's (RFC 2606 and 6761 names, a machine's own). */
const NOT_PUBLIC_HOST =
  /^(?:localhost|.*\.localhost|.*\.local|.*\.test|.*\.invalid|.*\.example|(?:.*\.)?example\.(?:com|net|org)|.*\.internal)$/i;

/** @param {string} value */
function siteUrlProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// origin';
  if (url.username || url.password) return 'must not carry a user name or password';
  // A trailing dot (my-site.local.) names the same host: it must not hide one that is not public.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':')) return 'must be a domain name, not an address';
  if (NOT_PUBLIC_HOST.test(host) || !host.includes('.')) return `${host} is not a public host name`;
  if (url.hostname.endsWith('.')) return 'must not end its host name with a dot';
  if (url.pathname !== '/' || url.search || url.hash) return 'must be an origin only (no path, query or #)';
  return undefined;
}

/** @param {string} value */
const emailProblem = (value) =>
  /^[^\s@<>()",;:]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(value) &&
  !NOT_PUBLIC_HOST.test((value.split('@')[1] ?? '').replace(/\.+$/, ''))
    ? undefined
    : 'is not an e-mail address people can write to';

/** @param {string} value */
const phoneProblem = (value) =>
  /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 8
    ? undefined
    : 'is not a phone number (digits, spaces, + - ( ); at least 8 digits)';

/** @param {string} value */
const partnerIdProblem = (value) =>
  /^[A-Za-z0-9_-]{1,64}$/.test(value) ? undefined : 'is not a Klook id (letters, digits, - and _)';

/** @type {readonly DeploySetting[]} */
export const DEPLOY_SETTINGS = [
  {
    variable: 'NEXT_PUBLIC_SITE_URL',
    what: 'the public origin of the site (canonical URLs, sitemap, feed)',
    fallback: 'https://explorebandung.id',
    check: siteUrlProblem,
  },
  {
    variable: 'NEXT_PUBLIC_CONTACT_PHONE',
    what: 'the contact phone number (also WhatsApp, unless NEXT_PUBLIC_CONTACT_WHATSAPP is set)',
    fallback: '+62 811-2233-4455',
    check: phoneProblem,
  },
  {
    variable: 'NEXT_PUBLIC_CONTACT_EMAIL',
    what: 'the contact e-mail address',
    fallback: 'hello@explorebandung.id',
    check: emailProblem,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_AID',
    what: 'your Klook affiliate id (aid=)',
    fallback: `${PLACEHOLDER}_AID`,
    check: partnerIdProblem,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_DEEPLINK_ADID',
    what: 'the Klook ad id of deep links (aff_adid=)',
    fallback: `${PLACEHOLDER}_DEEPLINK_ADID`,
    check: partnerIdProblem,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID',
    what: 'the Klook ad id of the tours widget',
    fallback: `${PLACEHOLDER}_TOURS_WIDGET_ADID`,
    check: partnerIdProblem,
  },
  {
    variable: 'NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID',
    what: 'the Klook ad id of the hotel-deals widget',
    fallback: `${PLACEHOLDER}_HOTELS_WIDGET_ADID`,
    check: partnerIdProblem,
  },
];

/** Tests only: remote photos are downloaded from this local server instead (lib/photos/remote.mjs). */
export const PHOTO_TEST_ORIGIN_ENV = 'EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN';
/** npm run bench only: a photo that cannot be downloaded becomes a stand-in (a real photograph's crop, or generated). */
export const BENCH_PHOTOS_ENV = 'EXPLORE_BANDUNG_BENCH_PHOTOS';

/** Variables tests and benchmarks set, which a deploy build refuses, with what each would do. */
export const NEVER_IN_DEPLOY = {
  [PHOTO_TEST_ORIGIN_ENV]: 'downloads remote photos from a local test server',
  [BENCH_PHOTOS_ENV]: 'replaces photos it cannot download with stand-ins',
};

/**
 * The test and benchmark variables set in `env` (a deploy build refuses them).
 * @param {Record<string, string | undefined>} [env]
 */
export const testOnlySettings = (env = process.env) =>
  Object.entries(NEVER_IN_DEPLOY)
    .filter(([variable]) => env[variable]?.trim())
    .map(([variable, what]) => ({ variable, what }));

/**
 * Why a setting's value is a stand-in (unset, a stand-in word, or not a real value of its kind), or
 * undefined for a real one.
 * @param {DeploySetting} setting
 * @param {string | undefined} raw
 */
export function standInProblem(setting, raw) {
  const value = raw?.trim();
  if (!value) return 'unset';
  if (STAND_IN_WORD.test(value) || STAND_IN_VALUES.some((pattern) => pattern.test(value)))
    return 'a stand-in';
  if (setting.check === phoneProblem && standInDigits(value)) return 'a stand-in';
  return setting.check?.(value);
}

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
 * The settings still on a stand-in (unset, blank, a stand-in word such as PLACEHOLDER… or TODO, or a
 * value that cannot be real: a localhost site URL, a malformed e-mail…), each with its problem.
 * @param {Record<string, string | undefined>} [env]
 * @returns {({ variable: string, what: string, fallback: string, problem: string })[]}
 */
export const standInSettings = (env = process.env) =>
  DEPLOY_SETTINGS.flatMap((setting) => {
    const problem = standInProblem(setting, env[setting.variable]);
    return problem
      ? [{ variable: setting.variable, what: setting.what, fallback: setting.fallback, problem }]
      : [];
  });

/** Set only for a first deploy with real partner ids (docs/deploying.md): the policy only reports. */
export const REPORT_ONLY_ENV = 'CSP_REPORT_ONLY';
/** Declares that the host sends out/_headers (Netlify, Cloudflare Pages, nginx), so a report-only trial has a policy at all. */
export const HOST_SENDS_HEADERS_ENV = 'DEPLOY_HOST_SENDS_HEADERS';

/**
 * Why a deploy build refuses the report-only policy, or undefined. Pages then carry no meta policy, so
 * on a host that sends no header files (GitHub Pages) nothing would be enforced.
 * @param {Record<string, string | undefined>} [env]
 */
export function reportOnlyProblem(env = process.env) {
  if (!env[REPORT_ONLY_ENV]?.trim()) return undefined;
  if (/^(1|true|yes)$/i.test(env[HOST_SENDS_HEADERS_ENV]?.trim() ?? '')) return undefined;
  return (
    `${REPORT_ONLY_ENV} is set: pages would carry no policy, and on a host that sends no header files ` +
    `(GitHub Pages) nothing would be enforced. Set ${HOST_SENDS_HEADERS_ENV}=1 only for a host that sends ` +
    'out/_headers (Netlify, Cloudflare Pages, nginx), for one trial deploy'
  );
}

/** Whether this is a deploy build, which must not ship stand-ins. @param {Record<string, string | undefined>} [env] */
export const isDeployBuild = (env = process.env) => /^(1|true|yes)$/i.test(env.DEPLOY?.trim() ?? '');
