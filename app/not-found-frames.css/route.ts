import { NOT_FOUND_FRAME_CSS } from '@/lib/site/not-found';

// Which language's frame the 404 page shows (lib/site/not-found.ts), a rule per language of the
// list, written at build into out/not-found-frames.css; only the 404 page links it.
export const dynamic = 'force-static';

export const GET = () =>
  new Response(NOT_FOUND_FRAME_CSS, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
