import { serializeJsonLd, type JsonLdDocument } from '@/lib/json-ld';

/**
 * Structured data as <script type="application/ld+json">, one element per document. A data block is
 * never executed, so the Content-Security-Policy needs no hash for it.
 */
export function JsonLd({ data }: { data: JsonLdDocument | readonly JsonLdDocument[] }) {
  const documents: readonly JsonLdDocument[] = Array.isArray(data) ? data : [data];
  return (
    <>
      {documents.map((document, index) => (
        // A fixed list from the server, never reordered: its position is its identity.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }} />
      ))}
    </>
  );
}
