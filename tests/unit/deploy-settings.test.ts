// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  DEPLOY_SETTINGS,
  deploySetting,
  isDeployBuild,
  standInSettings,
} from '@/lib/site/deploy-settings.mjs';
import { checkSettings } from '@/scripts/build/check-settings.mjs';

const variables = DEPLOY_SETTINGS.map((setting) => setting.variable);
const allSet: Record<string, string> = {
  NEXT_PUBLIC_SITE_URL: 'https://bandung-travel.id',
  NEXT_PUBLIC_CONTACT_PHONE: '+62 812-3456-7890',
  NEXT_PUBLIC_CONTACT_EMAIL: 'halo@bandung-travel.id',
  NEXT_PUBLIC_KLOOK_AID: '48213',
  NEXT_PUBLIC_KLOOK_DEEPLINK_ADID: '991234',
  NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID: '991235',
  NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID: '991236',
};

describe('deploy settings', () => {
  it('cover the site URL, the contact details and every Klook id', () => {
    expect(variables).toEqual(
      expect.arrayContaining([
        'NEXT_PUBLIC_SITE_URL',
        'NEXT_PUBLIC_CONTACT_PHONE',
        'NEXT_PUBLIC_CONTACT_EMAIL',
        'NEXT_PUBLIC_KLOOK_AID',
        'NEXT_PUBLIC_KLOOK_DEEPLINK_ADID',
        'NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID',
        'NEXT_PUBLIC_KLOOK_HOTELS_WIDGET_ADID',
      ]),
    );
  });

  it('use the variable when set, the stand-in when unset or blank', () => {
    expect(deploySetting('NEXT_PUBLIC_KLOOK_AID', { NEXT_PUBLIC_KLOOK_AID: ' 12345 ' })).toBe('12345');
    expect(deploySetting('NEXT_PUBLIC_KLOOK_AID', { NEXT_PUBLIC_KLOOK_AID: '  ' })).toBe('PLACEHOLDER_AID');
    expect(() => deploySetting('NOPE', {})).toThrow(/Unknown deploy setting NOPE/);
  });

  it('count unset, blank and PLACEHOLDER… values as stand-ins', () => {
    expect(standInSettings({}).map((s) => s.variable)).toEqual(variables);
    expect(standInSettings(allSet)).toEqual([]);
    expect(
      standInSettings({
        ...allSet,
        NEXT_PUBLIC_CONTACT_EMAIL: ' ',
        NEXT_PUBLIC_KLOOK_AID: 'PLACEHOLDER_AID',
      }).map((s) => s.variable),
    ).toEqual(['NEXT_PUBLIC_CONTACT_EMAIL', 'NEXT_PUBLIC_KLOOK_AID']);
  });

  it.each([
    ['a lower-case placeholder', 'NEXT_PUBLIC_KLOOK_AID', 'placeholder_aid', /is a stand-in/],
    ['TODO', 'NEXT_PUBLIC_KLOOK_DEEPLINK_ADID', 'TODO', /is a stand-in/],
    ['a "your-…" value', 'NEXT_PUBLIC_KLOOK_TOURS_WIDGET_ADID', 'your-widget-id', /is a stand-in/],
    ['a localhost site URL', 'NEXT_PUBLIC_SITE_URL', 'http://localhost:3000', /must be an https/],
    [
      'an https localhost site URL',
      'NEXT_PUBLIC_SITE_URL',
      'https://localhost',
      /localhost is not a public host name/,
    ],
    ['an example.com site URL', 'NEXT_PUBLIC_SITE_URL', 'https://example.com', /not a public host name/],
    ['an address as site URL', 'NEXT_PUBLIC_SITE_URL', 'https://127.0.0.1', /a domain name, not an address/],
    [
      'a site URL with credentials',
      'NEXT_PUBLIC_SITE_URL',
      'https://admin:pw@bandung-travel.id',
      /user name or password/,
    ],
    ['a malformed e-mail', 'NEXT_PUBLIC_CONTACT_EMAIL', 'hello@', /not an e-mail address/],
    ['an e-mail without a domain', 'NEXT_PUBLIC_CONTACT_EMAIL', 'hello@localhost', /not an e-mail address/],
    ['a phone with letters', 'NEXT_PUBLIC_CONTACT_PHONE', 'call us', /not a phone number/],
    // Issue #34, item 13.
    [
      'a .local site URL ending in a dot',
      'NEXT_PUBLIC_SITE_URL',
      'https://my-site.local.',
      /not a public host name/,
    ],
    ['a "your@…" e-mail', 'NEXT_PUBLIC_CONTACT_EMAIL', 'your@email.com', /is a stand-in/],
    ['a "name@domain.com" e-mail', 'NEXT_PUBLIC_CONTACT_EMAIL', 'name@domain.com', /is a stand-in/],
    ['a phone of zeros', 'NEXT_PUBLIC_CONTACT_PHONE', '0000 0000', /is a stand-in/],
    ['a phone counting 1 to 8', 'NEXT_PUBLIC_CONTACT_PHONE', '+62 1234 5678', /is a stand-in/],
  ])('a deploy build refuses %s (issue #24, item 5)', (_what, variable, value, message) => {
    const env = { ...allSet, [variable]: value };
    expect(standInSettings(env).map((s) => s.variable)).toEqual([variable]);
    const { code, message: printed } = checkSettings({ DEPLOY: '1', ...env });
    expect(code).toBe(1);
    expect(printed).toContain(`${variable}:`);
    expect(printed).toMatch(message);
  });

  it('a deploy build refuses a report-only policy, unless the host sends the header files', () => {
    const refused = checkSettings({ DEPLOY: '1', ...allSet, CSP_REPORT_ONLY: '1' });
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/CSP_REPORT_ONLY is set: pages would carry no policy/);
    expect(
      checkSettings({ DEPLOY: '1', ...allSet, CSP_REPORT_ONLY: '1', DEPLOY_HOST_SENDS_HEADERS: '1' }).code,
    ).toBe(0);
    expect(checkSettings({ ...allSet, CSP_REPORT_ONLY: '1' }).code).toBe(0);
  });

  it('know a deploy build by DEPLOY=1 (or true/yes)', () => {
    expect(isDeployBuild({ DEPLOY: '1' })).toBe(true);
    expect(isDeployBuild({ DEPLOY: 'true' })).toBe(true);
    expect(isDeployBuild({ DEPLOY: '0' })).toBe(false);
    expect(isDeployBuild({})).toBe(false);
  });
});

describe('the build’s settings check (first step of npm run build)', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/build/check-settings.mjs'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    });

  it('a deploy build fails, listing every stand-in still in use', () => {
    const result = run({ DEPLOY: '1', NEXT_PUBLIC_SITE_URL: 'https://bandung-travel.id' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Deploy build refused');
    for (const variable of variables.filter((v) => v !== 'NEXT_PUBLIC_SITE_URL')) {
      expect(result.stderr).toContain(variable);
    }
    expect(result.stderr).not.toContain('NEXT_PUBLIC_SITE_URL');
  });

  it('a deploy build with every setting given goes ahead', () => {
    const result = run({ DEPLOY: '1', ...allSet });
    expect(result.status).toBe(0);
    expect(result.stderr + result.stdout).toBe('');
  });

  it('a deploy build refuses the test and benchmark photo settings, naming them', () => {
    for (const variable of ['EXPLORE_BANDUNG_PHOTO_TEST_ORIGIN', 'EXPLORE_BANDUNG_BENCH_PHOTOS']) {
      const result = run({ DEPLOY: '1', ...allSet, [variable]: '1' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Deploy build refused');
      expect(result.stderr).toContain(variable);
      expect(run({ ...allSet, [variable]: '1' }).status).toBe(0);
    }
  });

  it('a plain build keeps going with a warning that lists them', () => {
    const result = run({});
    expect(result.status).toBe(0);
    for (const variable of variables) expect(result.stderr).toContain(variable);
    expect(checkSettings({}).message).toContain('DEPLOY=1 npm run build');
  });
});
