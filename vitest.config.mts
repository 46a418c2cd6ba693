import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside a React Server Component bundle; lib modules are tested in Node.
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    // Some tests load every real guide (18 and growing) or build a small site; `npm test` runs the
    // unit tests beside lint and tsc on 2 cores, so the 5 s default fails them on a busy machine.
    testTimeout: 20_000,
    // Files share their worker's module registry instead of each re-importing it (Vitest's isolate):
    // the suite alone takes 40–47 s instead of 57. Safe because no file leans on another's state: the
    // suite passes in shuffled file orders (npx vitest run --sequence.shuffle.files --sequence.seed=N).
    isolate: false,
  },
});
