import { expect, test } from '@playwright/test';
import { questionPagePaths, routeList } from '../content/routes';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { firstOfEachTemplate } from '../testing/csp-sample';

const allPaths = routeList.map((route) => route.path);
const libraryPaths = new Set([
  ...questionRoles.map((role) => `/questions/${role.slug}`),
  ...questionRoles.map((role) => `/questions/${role.slug}/mock-interview`),
  ...competencies.map((competency) => `/questions/competency/${competency.id}`),
  ...questionPagePaths,
]);

test('one page of each template: every route outside the library, and the first role, mock interview, competency and question page', () => {
  const chosen = firstOfEachTemplate(allPaths);
  const library = chosen.filter((path) => libraryPaths.has(path));
  // Outside the library every route is its own template (the index /questions among them).
  expect(chosen.filter((path) => !libraryPaths.has(path))).toEqual(allPaths.filter((path) => !libraryPaths.has(path)));
  const firstWhere = (matches: (path: string) => boolean) => allPaths.find(matches)!;
  const firstOfLibrary = [
    firstWhere((path) => /^\/questions\/[^/]+$/.test(path) && libraryPaths.has(path)),
    firstWhere((path) => path.endsWith('/mock-interview')),
    firstWhere((path) => path.startsWith('/questions/competency/')),
    firstWhere((path) => questionPagePaths.has(path)),
  ];
  expect(library).toEqual(firstOfLibrary.sort((a, b) => allPaths.indexOf(a) - allPaths.indexOf(b)));
  expect(library).toHaveLength(4);
  // The library's paths come down to four, one per template.
  expect(chosen.length).toBeLessThan(allPaths.length / 4);
});

test('the order given decides which page of a template is loaded', () => {
  const reversed = [...allPaths].reverse();
  const chosen = firstOfEachTemplate(reversed);
  expect(chosen.filter((path) => questionPagePaths.has(path))).toEqual([reversed.find((path) => questionPagePaths.has(path))]);
  expect(firstOfEachTemplate(['/questions/a/b', '/questions/c', '/questions/competency/x', '/questions/d/e', '/questions/competency/y', '/terms', '/questions'])).toEqual([
    '/questions/a/b',
    '/questions/c',
    '/questions/competency/x',
    '/terms',
    '/questions',
  ]);
});
