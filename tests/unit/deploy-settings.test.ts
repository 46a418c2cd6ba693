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
const allSet = Object.fromEntries(variables.map((variable) => [variable, `real-${variable.toLowerCase()}`]));

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
    const result = run({ DEPLOY: '1', NEXT_PUBLIC_SITE_URL: 'https://bandung.example' });
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
