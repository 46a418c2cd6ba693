import os from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is pre-rendered to static HTML in out/; there is no server at run time.
  output: 'export',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Photos stay on the stock-photo host: the loader asks it for each width and a modern format,
    // so nothing is downloaded or resized at build. components/ui/photo.tsx renders the same srcset
    // (lib/photo-url.ts) as a plain <img>, without next/image's client code; this keeps any
    // next/image use on the same path.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [96, 160, 256, 384],
  },
  typescript: {
    // `npm test` (and so CI, before every deploy) runs `tsc --noEmit` over the whole project before
    // it builds; checking again inside next build cost 15 s per build.
    ignoreBuildErrors: true,
  },
  experimental: {
    // Pre-render with every core (Next keeps one back by default, i.e. one worker on a 2-core CI
    // machine): the pages and share images of 1,000 guides then build in half the time.
    cpus: os.availableParallelism(),
  },
};

export default nextConfig;
