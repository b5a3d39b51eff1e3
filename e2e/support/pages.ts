import type { Page } from '@playwright/test';
import { menuButtonLabel } from '../../content/site';
import { mockInterviewKey, questionPageKey } from '../../content/routes';
import { questionRoles } from '../../content/questions';

/** The h1 of every route (shared with the engines run). */
export { pageHeading, pageHeadings } from '../../testing/page-headings';

/** Every page of content/routes.ts, in its order: the specs loop over it, so a new page is tested at once. */
export { routeEntries } from '../../content/routes';

/**
 * The question pages, one per question, share one template: specs that load pages in a browser visit only the first
 * (every-page, budget), and read the rest over HTTP or from out/.
 */
export const isQuestionPageKey = (key: string) => key.split('/').length === 3 && !key.startsWith('questions/competency/') && !isMockInterviewKey(key);
/** A role's mock interview, `questions/<role>/mock-interview`: one template, one page per role. */
export const isMockInterviewKey = (key: string) => key.startsWith('questions/') && key.endsWith('/mock-interview');
export const firstMockInterviewKey = mockInterviewKey(questionRoles[0]!.slug);
export const firstQuestionPageKey = questionPageKey(questionRoles[0]!.slug, questionRoles[0]!.questions[0]!.id);

/**
 * The phone menu's toggle: a native <summary> (components/MobileMenu), which Chromium exposes as a disclosure
 * with an expanded state and Playwright's getByRole does not list, so it is found by element and label.
 */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary').filter({ hasText: menuButtonLabel });
