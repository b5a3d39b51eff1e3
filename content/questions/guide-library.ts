import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGuideFile, type QuestionGuideFile } from './guide-file';
import type { InterviewQuestion } from './types';

/**
 * The library's guides on disk: content/questions/guides/<role slug>/<question id>.md, one file per question.
 * Read once at build (by the route table and the pages, in Node); a file that breaks a rule stops the build.
 */

/** The guides' folder, relative to the repository (the build's working directory). */
export const guidesFolder = 'content/questions/guides';

/** The guide files of one role folder, parsed and checked, in their frontmatter's order. */
export function readRoleGuides(roleFolder: string, root = path.join(process.cwd(), guidesFolder), label = guidesFolder): QuestionGuideFile[] {
  const folder = path.join(root, roleFolder);
  const guides = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseGuideFile(readFileSync(path.join(folder, name), 'utf8'), `${label}/${roleFolder}/${name}`, roleFolder));
  guides.sort((a, b) => a.frontmatter.order - b.frontmatter.order);
  guides.forEach((guide, index) => {
    if (guide.frontmatter.order !== index + 1) {
      throw new Error(`${guide.file}: order: ${guide.frontmatter.order}, but the role's guides must be numbered 1, 2, 3… without gaps or repeats`);
    }
  });
  return guides;
}

/** A question of the library from its guide file. */
export function questionFromGuide({ frontmatter, sections, steps, strongPoints, mistakes, exampleWords }: QuestionGuideFile): InterviewQuestion {
  return {
    id: frontmatter.id,
    text: frontmatter.question,
    competency: frontmatter.competency,
    why: frontmatter.summary,
    thinkSeconds: frontmatter.thinkSeconds,
    answerSeconds: frontmatter.answerSeconds,
    title: frontmatter.title,
    description: frontmatter.description,
    guide: sections,
    steps,
    strongPoints,
    mistakes,
    exampleWords,
  };
}

/** The role folders under the guides' folder. */
export function guideRoleFolders(root = path.join(process.cwd(), guidesFolder)): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
