import { searchRecords } from '@/lib/seo/search-records';

// The search records of the places and tours (lib/seo/search-records.ts), written at build into
// out/search-records.json for scripts/build/search.mjs, which indexes them with the guides and
// deletes the file: it is never published.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(searchRecords());
}
