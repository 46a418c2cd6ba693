// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_HEADLESS_SHELL,
  findPreferredTestChromium,
  findSystemChromium,
  findTestChromium,
} from '../../scripts/test/browser.mjs';

/** A file system holding just these paths. */
const holding =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("the tests' browser", () => {
  it('is the headless shell when the system has it, even beside the full browser', () => {
    expect(findTestChromium(holding('/usr/bin/chromium', SYSTEM_HEADLESS_SHELL), {})).toBe(
      SYSTEM_HEADLESS_SHELL,
    );
  });

  it('is the full browser when there is no headless shell, and nothing when there is no browser', () => {
    expect(findTestChromium(holding('/usr/bin/chromium'), {})).toBe('/usr/bin/chromium');
    expect(findTestChromium(holding(), {})).toBeUndefined();
    // ensure-browser then tries to install the headless shell: the full browser is not the preferred one.
    expect(findPreferredTestChromium(holding('/usr/bin/chromium'), {})).toBeUndefined();
  });

  it('is $CHROMIUM_PATH when that file exists, before the headless shell', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(findTestChromium(holding(env.CHROMIUM_PATH, SYSTEM_HEADLESS_SHELL), env)).toBe(env.CHROMIUM_PATH);
    expect(findTestChromium(holding(SYSTEM_HEADLESS_SHELL), env)).toBe(SYSTEM_HEADLESS_SHELL);
  });

  it('leaves Lighthouse the full browser', () => {
    expect(findSystemChromium(holding('/usr/bin/chromium', SYSTEM_HEADLESS_SHELL), {})).toBe(
      '/usr/bin/chromium',
    );
  });
});
