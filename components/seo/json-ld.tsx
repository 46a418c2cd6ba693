import type { Thing, WithContext } from 'schema-dts';

/** JSON text safe inside <script>: `<` is escaped so no value can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** One JSON-LD block of structured data, rendered on the server. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      // Data built by lib/seo/structured-data.ts, serialised with `<` escaped (see serializeJsonLd).
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
