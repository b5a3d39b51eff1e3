import { expect, test } from '@playwright/test';
import { noJsTwin } from '../perf/no-js-twins';

test('a no-JS twin keeps the markup and stylesheets and drops every script and script preload', () => {
  const html = [
    '<!DOCTYPE html><html lang="en"><head>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css">',
    '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/b.js">',
    '<link rel="modulepreload" href="/m.js">',
    '<link rel="preload" as="image" href="/hero.png">',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<script>document.documentElement.dataset.x="1"</script>',
    '</head><body><main><h1>Heading</h1><p>Text</p>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<template><script>self.__next_f.push([1])</script><p>kept</p></template>',
    '</main><script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join('');
  const twin = noJsTwin(html);
  expect(twin).not.toMatch(/<script/i);
  expect(twin).not.toContain('b.js');
  expect(twin).not.toContain('/m.js');
  expect(twin).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css">');
  expect(twin).toContain('<link rel="preload" as="image" href="/hero.png">');
  expect(twin).toContain('<main><h1>Heading</h1><p>Text</p>');
  expect(twin).toContain('<p>kept</p>');
});
