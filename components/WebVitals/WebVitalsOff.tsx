/**
 * What `@/components/WebVitals/WebVitalsLoader` resolves to in a build without NEXT_PUBLIC_VITALS_URL (next.config.mjs,
 * turbopack.resolveAlias): no reporter renders there, so its client component, which the shell would otherwise bring to
 * every page, is not in the bundle at all.
 */
export function WebVitalsLoader(): null {
  return null;
}
