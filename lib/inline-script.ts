/**
 * The one way a value enters an inline <script> (JSON-LD, the consent notice): JSON with `<`, `>` and `&`
 * written as \u003c, \u003e and \u0026, so no value can close the element (`</script>`) or open a comment
 * (`<!--`), and U+2028 and U+2029 as \u2028 and \u2029, which older JavaScript parsers read as line breaks.
 * The result parses back to the same value as JSON and as a JavaScript expression.
 */
const unsafe = /[<>&\u2028\u2029]/g;

export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('scriptSafeJson: the value has no JSON form');
  return json.replace(unsafe, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
