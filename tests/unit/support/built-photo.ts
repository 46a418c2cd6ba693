// A photo as the build resolves it (lib/photos/resolve.ts), for tests that render photo markup:
// files under /photos/ named by its hash, a 4000 × 3000 camera photograph unless a size is given.

import type { ResolvedPhoto } from '@/lib/photos/photo-url';

export type BuiltPhoto = Extract<ResolvedPhoto, { kind: 'built' }>;

export const builtPhoto = (
  size: { width: number; height: number } = { width: 4000, height: 3000 },
): BuiltPhoto => ({
  kind: 'built',
  hash: '0123456789abcdef',
  ...size,
  opaque: true,
  color: '#336699',
  preview: 'data:image/webp;base64,AAAA',
});
