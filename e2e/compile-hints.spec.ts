import { expect, test } from '@playwright/test';
import { routeList } from '../content/routes';
import { compileHint } from '../scripts/compile-hints';
import { deferredScriptSources } from '../scripts/paint-first';

/**
 * Every chunk a page runs on load is served with V8's compile hint on its first line
 * (scripts/compile-hints.ts), so its functions are compiled off the main thread while it downloads.
 */
for (const path of [...routeList.map((route) => route.path), '/no-such-page']) {
  test(`${path}: each chunk the page loads starts with the compile hint`, async ({ request }) => {
    const response = await request.get(path);
    const sources = deferredScriptSources(await response.text());
    expect(sources.length, 'the page lists its chunks').toBeGreaterThan(0);
    for (const src of sources) {
      const chunk = await request.get(src);
      expect(chunk.status(), src).toBe(200);
      expect((await chunk.text()).startsWith(`${compileHint}\n`), `${src} starts with ${compileHint}`).toBe(true);
    }
  });
}
