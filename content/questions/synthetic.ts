import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGuideFile } from './guide-file';
import { questionFromGuide } from './guide-library';
import type { AudienceId, QuestionRole } from './types';

/**
 * A synthetic library for scale tests (issue 39): `HIRECLIP_SYNTHETIC_QUESTIONS=<n>` (lib/config.ts) adds n questions,
 * ten a role, to the real library, each with its own page of the same template, in the sitemap and the search index
 * like any other. Made deterministically from guide templates in the real guides' format (tests/fixtures/
 * synthetic-guides/*.md, read by the same parser and checks as content/questions/guides/); a build without the
 * variable never reads them.
 */

/** The roles, relative to the repository (the build's working directory). */
export const syntheticSeedFile = 'tests/fixtures/synthetic-questions.json';
/** The guide templates: `{role}` the role's name, `{slug}` its slug, `{id}` the question's id, `{order}` its place. */
export const syntheticGuidesFolder = 'tests/fixtures/synthetic-guides';

export interface SyntheticSeed {
  roles: readonly { name: string; audience: AudienceId }[];
  /** Guide templates in the real guides' Markdown format, with the placeholders above. */
  guides: readonly string[];
}

/** Every synthetic role's slug starts with this, so a test or a reader can tell them apart. */
export const syntheticSlugPrefix = 'synthetic-role-';
const questionsPerRole = 10;

export function readSyntheticSeed(root = process.cwd()): SyntheticSeed {
  const { roles } = JSON.parse(readFileSync(path.join(root, syntheticSeedFile), 'utf8')) as Pick<SyntheticSeed, 'roles'>;
  const folder = path.join(root, syntheticGuidesFolder);
  const guides = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
  return { roles, guides };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` questions in roles of ten (the last maybe fewer): role r takes the seed's roles and guides in turn. */
export function syntheticRoles(seed: SyntheticSeed, count: number): QuestionRole[] {
  const roles: QuestionRole[] = [];
  for (let r = 0; r * questionsPerRole < count; r += 1) {
    const base = seed.roles[r % seed.roles.length]!;
    const slug = `${syntheticSlugPrefix}${pad(r + 1, 4)}`;
    const name = `${base.name} ${r + 1}`;
    const size = Math.min(questionsPerRole, count - r * questionsPerRole);
    roles.push({
      slug,
      name,
      audience: base.audience,
      summary: `Synthetic role ${r + 1} of a scale test: ${size} questions made from ${syntheticGuidesFolder}.`,
      questions: Array.from({ length: size }, (_, i) => {
        const id = `${slug}-question-${pad(i + 1, 2)}`;
        const source = seed.guides[(r + i) % seed.guides.length]!
          .replaceAll('{role}', name)
          .replaceAll('{slug}', slug)
          .replaceAll('{id}', id)
          .replaceAll('{order}', String(i + 1));
        return questionFromGuide(parseGuideFile(source, `${syntheticGuidesFolder}/${slug}/${id}.md`, slug));
      }),
    });
  }
  return roles;
}

/** The synthetic roles a build of `count` synthetic questions adds: none (and no file read) at 0. */
export function syntheticLibrary(count: number): QuestionRole[] {
  return count > 0 ? syntheticRoles(readSyntheticSeed(), count) : [];
}
