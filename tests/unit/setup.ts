import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { PHOTO_CACHE_ENV } from '@/lib/build/photos/pipeline.mjs';
import { TEST_ORIGIN_ENV } from '@/lib/build/photos/remote.mjs';

// Photos: a cache of this run's own, and remote photos "downloaded" from a closed local port, so no
// test reaches the network or the project's .cache/photos (tests that need a server start their own).
process.env[PHOTO_CACHE_ENV] ??= mkdtempSync(join(tmpdir(), 'photo-cache-'));
process.env[TEST_ORIGIN_ENV] ??= 'http://127.0.0.1:9';

// The DOM matchers and Testing Library's cleanup only where there is a DOM (jsdom test files):
// loading them in each of the many Node-environment files cost about a third of a second apiece.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
