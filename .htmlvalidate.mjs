/**
 * html-validate 10 for every out/*.html (`npm run check:html`). The recommended preset, minus rules about
 * how React 19 serialises valid HTML, which no component can change. Every other rule stays an error.
 */
const config = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<meta/>`; HTML allows the trailing slash on void elements.
    'void-style': 'off',
    // React writes boolean attributes as `async=""` and `hidden=""`; both are valid empty-value forms.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes camelCase attributes (`charSet`, `noModule`, `fetchPriority`); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React's useId() gives ids like `_R_15b_`: valid HTML ids (non-empty, no whitespace), only not starting
    // with a letter. `relaxed` keeps the HTML checks and drops the naming-style preference.
    'valid-id': ['error', { relaxed: true }],
  },
};

export default config;
