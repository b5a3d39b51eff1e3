import { arrayOfUnknown, object, plainString, safeParse, trimmedString, minLength, withFallback, type Infer } from '../validation/zodCore';
import { DemoListError } from './DemoListError';

// Kept importable from here; they live apart so the demo grid can use them without loading zod.
export { DemoListError } from './DemoListError';
export { truncateDescription } from './truncateDescription';

function buildSchemas() {
  return {
    /** One demo interview as the gateway sends it (docs/requirements.md, "Demo list"). */
    item: object({
      graphId: trimmedString(minLength(1)),
      previewId: trimmedString(minLength(1)),
      name: trimmedString(minLength(1)),
      // A missing or non-text description shows as empty rather than dropping the demo.
      shortDescription: withFallback(plainString(), ''),
    }),
    /** The envelope: only `data` must be an array; its items are checked one by one. */
    envelope: object({ data: arrayOfUnknown() }),
  };
}

export type DemoInterview = Infer<ReturnType<typeof buildSchemas>['item']>;

let schemas: ReturnType<typeof buildSchemas> | undefined;

/**
 * The schemas, built on first use rather than when the module loads: building them is zod's costliest step in
 * the browser, and fetchDemoInterviews runs it as a task of its own, apart from loading zod and from parsing.
 */
export function demoSchemas() {
  schemas ??= buildSchemas();
  return schemas;
}

export interface ParsedDemoList {
  items: DemoInterview[];
  /** Why items were left out, one line each, for console.warn. */
  skipped: string[];
}

/**
 * Checks a decoded body: throws DemoListError when there is no `data` array; leaves out items
 * without a non-empty graphId, previewId and name, and any graphId seen before.
 */
export function parseDemoList(body: unknown): ParsedDemoList {
  const { envelope: envelopeSchema, item: itemSchema } = demoSchemas();
  const envelope = safeParse(envelopeSchema, body);
  if (!envelope.success) throw new DemoListError('Invalid demo list: the response has no data array');
  const items: DemoInterview[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  envelope.data.data.forEach((raw, index) => {
    const item = safeParse(itemSchema, raw);
    if (!item.success) {
      skipped.push(`Demo item ${index} left out: it needs a non-empty graphId, previewId and name`);
    } else if (seen.has(item.data.graphId)) {
      skipped.push(`Demo item ${index} left out: graphId "${item.data.graphId}" appears twice`);
    } else {
      seen.add(item.data.graphId);
      items.push(item.data);
    }
  });
  return { items, skipped };
}
