/**
 * The h1 of every route, read from the content the pages render: for the e2e specs (e2e/support/pages.ts hands it on)
 * and the engines run (testing/engines/), which may not import from e2e/.
 */
import { competencyKey, mockInterviewKey, questionPageKey, questionRoleKey, type RouteKey } from '../content/routes';
import { homeHero } from '../content/home';
import { featuresPage } from '../content/features';
import { pricingPage } from '../content/pricing';
import { companyPage } from '../content/company';
import { demoPage } from '../content/demo';
import { useCasesPage } from '../content/usecases';
import { contactPage } from '../content/contact';
import { faqPage } from '../content/faq';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../content/legal/documents';
import { savingsPage } from '../content/savings';
import { oneWayInterviewsPage } from '../content/oneWayInterviews';
import { trustPage } from '../content/trust';
import { practicePage } from '../content/practice';
import { questionRoles } from '../content/questions';
import { competencies } from '../content/questions/competencies';
import { libraryHub } from '../content/questions/library';
import { competencyPageCopy, mockInterviewPageCopy, questionPageCopy, rolePageCopy } from '../content/questions/titles';
import { searchPage } from '../content/search';

/** The h1 each route renders, read from the same content the pages render (tsc asks for a new page's). */
export const pageHeadings: Record<RouteKey, string> = {
  home: homeHero.heading,
  features: featuresPage.heading,
  pricing: pricingPage.heading,
  company: companyPage.heading,
  demo: demoPage.heading,
  usecases: useCasesPage.heading,
  privacy: privacyPolicy.title,
  terms: termsOfUse.title,
  cookies: cookiesPolicy.title,
  contact: contactPage.heading,
  faq: faqPage.heading,
  savings: savingsPage.heading,
  trust: trustPage.title,
  oneWayInterviews: oneWayInterviewsPage.title,
  practice: practicePage.heading,
  questions: libraryHub.heading,
  ...Object.fromEntries(questionRoles.map((role) => [questionRoleKey(role.slug), rolePageCopy.title(role)])),
  ...Object.fromEntries(questionRoles.map((role) => [mockInterviewKey(role.slug), mockInterviewPageCopy.title(role)])),
  ...Object.fromEntries(competencies.map((competency) => [competencyKey(competency.id), competencyPageCopy.title(competency)])),
  ...Object.fromEntries(
    questionRoles.flatMap((role) => role.questions.map((question) => [questionPageKey(role.slug, question.id), questionPageCopy.heading(question)])),
  ),
  search: searchPage.heading,
};

/** A route's h1; the library's generated keys are a pattern to the compiler, so a missing one fails here. */
export function pageHeading(key: RouteKey): string {
  const heading = pageHeadings[key];
  if (heading === undefined) throw new Error(`No heading for ${key} in testing/page-headings.ts`);
  return heading;
}
