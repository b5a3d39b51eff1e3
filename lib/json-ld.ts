/**
 * JSON-LD documents as schema-dts types (types only, nothing ships), and their one serialisation for a
 * <script type="application/ld+json">. The builders live in app/_seo/structured-data.ts, beside the copy they read.
 */
import type { Graph, ImageObjectLeaf, OrganizationLeaf, Thing, WithContext } from 'schema-dts';
import { scriptSafeJson } from './inline-script';

/** An image sized in pixels, as search engines read a logo's size; schema.org's Distance is text ('180 px'). */
export type PixelImageObject = Omit<ImageObjectLeaf, 'width' | 'height'> & { width: number; height: number };

/** An Organization whose logo carries its pixel size. */
export type OrganizationWithLogo = Omit<OrganizationLeaf, 'logo'> & { logo: PixelImageObject };

/** One top-level document: a schema.org node with its @context, or a @graph of them. */
export type JsonLdDocument = WithContext<Thing> | WithContext<OrganizationWithLogo> | Graph;

/**
 * JSON for a <script type="application/ld+json">. JSON.stringify leaves `<` as is, so a value holding
 * `</script>` would end the element: lib/inline-script.ts escapes it (and `>`, `&`, U+2028, U+2029).
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return scriptSafeJson(data);
}
