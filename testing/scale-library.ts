/**
 * A question library at scale, written into a copy of the sources (testing/source-copy.ts) for the scale test of
 * tests/build-variant.test.ts; the repository's own content/ never holds it. Each synthetic role is a role file
 * and a folder of guide files in the real format, so the copy's build reads, checks and renders them exactly as it
 * does the published guides: ten questions a role, made from the templates in tests/fixtures/synthetic-guides/
 * (`{role}` the role's name, `{slug}` its slug, `{id}` the question's id, `{order}` its place) and the roles of
 * tests/fixtures/synthetic-questions.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The fixtures, relative to the repository (the tests' working directory). */
const fixtures = path.join(process.cwd(), 'tests', 'fixtures');
/** Every synthetic role's slug starts with this, so a test can tell its pages from the published ones. */
export const scaleRolePrefix = 'synthetic-role-';
const questionsPerRole = 10;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Where the copy's library lists its roles: the generated roles are spread after the last published one. */
const libraryIndex = 'content/questions/index.ts';
const profilesEnd = '  frontDeskReceptionist,\n];';

/** Writes `count` questions (roles of ten, the last maybe fewer) into the copy at `dir`; returns their page paths. */
export function writeScaleLibrary(dir: string, count: number): string[] {
  const { roles: seedRoles } = JSON.parse(readFileSync(path.join(fixtures, 'synthetic-questions.json'), 'utf8')) as {
    roles: { name: string; group: string }[];
  };
  const templateFolder = path.join(fixtures, 'synthetic-guides');
  const templates = readdirSync(templateFolder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(path.join(templateFolder, name), 'utf8'));
  const profiles: { slug: string; name: string; group: string; summary: string }[] = [];
  const pages: string[] = [];
  for (let r = 0; r * questionsPerRole < count; r += 1) {
    const base = seedRoles[r % seedRoles.length]!;
    const slug = `${scaleRolePrefix}${pad(r + 1, 4)}`;
    const name = `${base.name} ${r + 1}`;
    const size = Math.min(questionsPerRole, count - r * questionsPerRole);
    profiles.push({ slug, name, group: base.group, summary: `Synthetic role ${r + 1} of a scale test: ${size} questions made from one set of templates.` });
    const folder = path.join(dir, 'content/questions/guides', slug);
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < size; i += 1) {
      const id = `${slug}-question-${pad(i + 1, 2)}`;
      const guide = templates[(r + i) % templates.length]!
        .replaceAll('{role}', name)
        .replaceAll('{slug}', slug)
        .replaceAll('{id}', id)
        .replaceAll('{order}', String(i + 1));
      writeFileSync(path.join(folder, `${id}.md`), guide);
      pages.push(`/questions/${slug}/${id}`);
    }
  }
  writeFileSync(
    path.join(dir, 'content/questions/roles/scale-test-roles.ts'),
    `import type { RoleProfile } from '../types';\n\nexport const scaleTestRoles: readonly RoleProfile[] = ${JSON.stringify(profiles, null, 2)};\n`,
  );
  const indexFile = path.join(dir, libraryIndex);
  const index = readFileSync(indexFile, 'utf8');
  if (!index.includes(profilesEnd)) throw new Error(`${libraryIndex} no longer ends its role list with "${profilesEnd.trim()}": update testing/scale-library.ts`);
  writeFileSync(
    indexFile,
    `import { scaleTestRoles } from './roles/scale-test-roles';\n${index.replace(profilesEnd, '  frontDeskReceptionist,\n  ...scaleTestRoles,\n];')}`,
  );
  return pages;
}
