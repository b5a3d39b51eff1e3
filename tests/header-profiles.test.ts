import { expect, test } from '@playwright/test';
import { headerProfileOf, ownHeaderPaths, ownHeaderRules, plainHeaderProfile, routeList, routes } from '../content/routes';
import { compactHeaderProfiles, profileAt } from '../lib/header-profiles';

const camera = 'camera,microphone|';

test('the rules every page carries name /practice and /search by path and the mock interviews by one segment', () => {
  expect(ownHeaderRules).toEqual({
    paths: { [routes.practice.path]: camera, [routes.search.path]: '|wasm' },
    lastSegments: { '/mock-interview': camera },
  });
});

test('the rules give every page of the table the profile its headers have, and a plain page none', () => {
  for (const route of routeList) {
    const profile = headerProfileOf(route.path);
    expect(profileAt(ownHeaderRules, route.path), route.path).toBe(profile === plainHeaderProfile ? undefined : profile);
  }
  expect(Object.keys(ownHeaderPaths).filter((path) => path.endsWith('/mock-interview')).length).toBeGreaterThan(1);
});

test('a family becomes one rule only when every page ending in its segment shares the profile', () => {
  const all = ['/a/kit', '/b/kit', '/c/kit', '/solo', '/plain'];
  expect(compactHeaderProfiles({ '/a/kit': camera, '/b/kit': camera, '/c/kit': camera }, all)).toEqual({ paths: {}, lastSegments: { '/kit': camera } });
  // A plain page ending in the segment: the family stays listed path by path, and the plain page stays plain.
  const mixed = compactHeaderProfiles({ '/a/kit': camera, '/b/kit': camera }, all);
  expect(mixed).toEqual({ paths: { '/a/kit': camera, '/b/kit': camera }, lastSegments: {} });
  expect(profileAt(mixed, '/c/kit')).toBeUndefined();
  // Two profiles in one family: listed path by path.
  expect(compactHeaderProfiles({ '/a/kit': camera, '/b/kit': '|wasm', '/c/kit': camera }, all).lastSegments).toEqual({});
  // A page alone with its segment is listed by path.
  expect(compactHeaderProfiles({ '/solo': '|wasm' }, all)).toEqual({ paths: { '/solo': '|wasm' }, lastSegments: {} });
  // The root's segment is never a rule.
  expect(compactHeaderProfiles({ '/': camera, '/x/': camera }, ['/', '/x/']).lastSegments).toEqual({});
});

test('an unknown path in a family reads as the family: a link to it loads a new document, never keeping a camera', () => {
  expect(profileAt(ownHeaderRules, '/questions/no-such-role/mock-interview')).toBe(camera);
  expect(profileAt(ownHeaderRules, '/no-such-page')).toBeUndefined();
});
