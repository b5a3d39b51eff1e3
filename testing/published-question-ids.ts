/**
 * Every question id ever published (tests/fixtures/question-ids.txt, one a line, `#` comments): /practice?q= links and
 * search results point at them. The unit tests hold the content to the list; the e2e suite checks each has its page.
 */
import { readFileSync } from 'node:fs';

export const publishedQuestionIds: readonly string[] = readFileSync(new URL('../tests/fixtures/question-ids.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
