import { serializeJsonLd, type JsonLdDocument } from '@/lib/structured-data';

/**
 * Structured data as <script type="application/ld+json">, one element per document. A data block is
 * never executed, so the Content-Security-Policy needs no hash for it.
 */
export function JsonLd({ data }: { data: JsonLdDocument | readonly JsonLdDocument[] }) {
  const documents: readonly JsonLdDocument[] = Array.isArray(data) ? data : [data];
  return (
    <>
      {documents.map((document) => (
        <script
          key={document['@type']}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(document) }}
        />
      ))}
    </>
  );
}
