import { inlineScripts } from '@/lib/site/inline-scripts';

// The inline-script allow-list (lib/site/inline-scripts.ts), written at build into
// out/inline-scripts.json for the post-build step, which reads it and deletes it: it is never published.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(inlineScripts());
}
