import os from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is pre-rendered to static HTML in out/; there is no server at run time.
  output: 'export',
  poweredByHeader: false,
  // The share-image renderer (lib/seo/og-image.tsx) loads these from node_modules at build: resvg is
  // a native module, and satori loads its own WebAssembly. sharp (the photo pipeline, lib/photos/)
  // is a native module too.
  serverExternalPackages: ['satori', '@resvg/resvg-js', 'sharp'],
  reactStrictMode: true,
  typescript: {
    // `npm run build` (scripts/build/build.mjs) runs `tsc --noEmit` over the whole project before
    // next build and stops on any type error; checking again inside next build only costs time.
    ignoreBuildErrors: true,
  },
  experimental: {
    // The site has a root layout per language (app/(en), app/[locale]), so its 404 page is a document of its own
    // (app/global-not-found.tsx).
    globalNotFound: true,
    // Pre-render with every core (Next keeps one back by default, i.e. one worker on a 2-core CI
    // machine): the pages and share images of 1,000 guides then build in half the time.
    cpus: os.availableParallelism(),
    // Next writes Turbopack's cache to .next/ after each build so the next build of this tree is
    // faster. A copy built once and thrown away (the end-to-end tests' fixture site,
    // scripts/test/fixture-site.mjs) sets EXPLORE_BANDUNG_TURBOPACK_BUILD_CACHE=off and skips that write.
    turbopackFileSystemCacheForBuild: process.env.EXPLORE_BANDUNG_TURBOPACK_BUILD_CACHE !== 'off',
  },
};

export default nextConfig;
