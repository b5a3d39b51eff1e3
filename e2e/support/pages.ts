import type { Page } from '@playwright/test';
import { menuButtonLabel } from '../../content/site';
import { routes, type RouteKey } from '../../content/routes';
import { homeHero } from '../../content/home';
import { featuresPage } from '../../content/features';
import { pricingPage } from '../../content/pricing';
import { companyPage } from '../../content/company';
import { demoPage } from '../../content/demo';
import { useCasesPage } from '../../content/usecases';
import { contactPage } from '../../content/contact';
import { faqPage } from '../../content/faq';
import { cookiesPolicy, privacyPolicy, termsOfUse } from '../../content/legal/documents';
import { savingsPage } from '../../content/savings';
import { trustPage } from '../../content/trust';
import { practicePage } from '../../content/practice';

/** The h1 each route renders, read from the same content the pages render. */
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
  practice: practicePage.heading,
};

export const routeEntries = Object.entries(routes) as [RouteKey, (typeof routes)[RouteKey]][];

/**
 * The phone menu's toggle: a native <summary> (components/MobileMenu), which Chromium exposes as a disclosure
 * with an expanded state and Playwright's getByRole does not list, so it is found by element and label.
 */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary').filter({ hasText: menuButtonLabel });
