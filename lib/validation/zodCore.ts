/**
 * The smallest zod the client can carry: schemas built from `zod/v4/core`'s classes, which zod documents for
 * library authors. `zod/mini`'s wrapper keeps zod's whole util, regexes and API factories in Turbopack's chunk
 * (docs/performance.md: 14.9 KB brotli for our two schemas); the classes alone keep only what they use.
 * zod is pinned in package.json and tests/demo-schema.test.ts and tests/contact-schema.test.ts guard the rules.
 */
import {
  $ZodArray,
  $ZodCatch,
  $ZodObject,
  $ZodString,
  $ZodUnknown,
  _maxLength,
  _minLength,
  _regex,
  _trim,
  safeParse,
  type $strip,
  type output,
  type $ZodCheck,
  type $ZodShape,
  type $ZodType,
} from 'zod/v4/core';

export { safeParse };
export type Infer<T extends $ZodType> = output<T>;

// The class constructors are typed without their generics: each helper restores what zod/mini's factory infers.

/** A string, trimmed before its checks run (zod/mini's `z.string().check(z.trim(), …)`). */
export function trimmedString(...checks: $ZodCheck<string>[]) {
  return new $ZodString({ type: 'string', checks: [_trim(), ...checks] }) as $ZodString<string>;
}

export function plainString() {
  return new $ZodString({ type: 'string' }) as $ZodString<string>;
}

/** `z.object(shape)`: unknown keys are stripped. The plain class, not `$ZodObjectJIT`, which brings zod's compiler. */
export function object<Shape extends $ZodShape>(shape: Shape) {
  return new $ZodObject({ type: 'object', shape }) as $ZodObject<Shape, $strip>;
}

export function arrayOfUnknown() {
  return new $ZodArray({ type: 'array', element: new $ZodUnknown({ type: 'unknown' }) }) as $ZodArray<$ZodUnknown>;
}

/** `z.catch(inner, value)`: any input the inner schema refuses, a missing key included, becomes `value`. */
export function withFallback<T extends $ZodType>(innerType: T, value: Infer<T>) {
  return new $ZodCatch({ type: 'catch', innerType, catchValue: () => value }) as $ZodCatch<T>;
}

export const minLength = (minimum: number, message?: string) => _minLength(minimum, message);
export const maxLength = (maximum: number, message?: string) => _maxLength(maximum, message);
export const matches = (pattern: RegExp, message?: string) => _regex(pattern, message);
