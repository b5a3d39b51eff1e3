import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AudienceId, CompetencyId, InterviewQuestion, QuestionRole } from './types';

/**
 * A synthetic library for scale tests (issue 39): `HIRECLIP_SYNTHETIC_QUESTIONS=<n>` (lib/config.ts) adds n questions,
 * ten a role, to the real library, each with its own page of the same template, in the sitemap and the search index
 * like any other. Made deterministically from a seed in tests/fixtures; a build without the variable never reads it.
 */

/** The seed, relative to the repository (the build's working directory). */
export const syntheticSeedFile = 'tests/fixtures/synthetic-questions.json';

export interface SyntheticSeed {
  roles: readonly { name: string; audience: AudienceId }[];
  /** `{role}` in text and why is the synthetic role's name. */
  questions: readonly (Omit<InterviewQuestion, 'id'> & { competency: CompetencyId })[];
}

/** Every synthetic role's slug starts with this, so a test or a reader can tell them apart. */
export const syntheticSlugPrefix = 'synthetic-role-';
const questionsPerRole = 10;

export function readSyntheticSeed(file = path.join(process.cwd(), syntheticSeedFile)): SyntheticSeed {
  return JSON.parse(readFileSync(file, 'utf8')) as SyntheticSeed;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` questions in roles of ten (the last maybe fewer): role r takes the seed's roles and questions in turn. */
export function syntheticRoles(seed: SyntheticSeed, count: number): QuestionRole[] {
  const roles: QuestionRole[] = [];
  for (let r = 0; r * questionsPerRole < count; r += 1) {
    const base = seed.roles[r % seed.roles.length]!;
    const slug = `${syntheticSlugPrefix}${pad(r + 1, 4)}`;
    const name = `${base.name} ${r + 1}`;
    const fill = (text: string) => text.replaceAll('{role}', name);
    const size = Math.min(questionsPerRole, count - r * questionsPerRole);
    roles.push({
      slug,
      name,
      audience: base.audience,
      summary: `Synthetic role ${r + 1} of a scale test: ${size} questions made from ${syntheticSeedFile}.`,
      questions: Array.from({ length: size }, (_, i) => {
        const template = seed.questions[(r + i) % seed.questions.length]!;
        return { ...template, id: `${slug}-question-${pad(i + 1, 2)}`, text: fill(template.text), why: fill(template.why) };
      }),
    });
  }
  return roles;
}

/** The synthetic roles a build of `count` synthetic questions adds: none (and no file read) at 0. */
export function syntheticLibrary(count: number): QuestionRole[] {
  return count > 0 ? syntheticRoles(readSyntheticSeed(), count) : [];
}
