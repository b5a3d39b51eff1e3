import type { Metadata, Viewport } from 'next';
import { brand } from '@/lib/brand';
import { config } from '@/lib/config';
import { competencyKey, mockInterviewKey, questionPageKey, questionRoleKey, routes, type RouteKey, type SiteRoute } from '@/content/routes';
import type { Competency } from '@/content/questions/competencies';
import type { InterviewQuestion, QuestionRole } from '@/content/questions/types';

/** The one social image, with its size and a text alternative, for Open Graph and Twitter. */
const socialImage = {
  url: brand.socialImage.path,
  width: brand.socialImage.width,
  height: brand.socialImage.height,
  type: brand.socialImage.type,
  alt: `${config.productName}: asynchronous AI video interviews`,
};

/**
 * Every page's metadata comes from here: the exact required title, its own description, canonical URL,
 * Open Graph and Twitter card. Relative URLs resolve against `metadataBase` (the site URL, siteMetadata below);
 * with `trailingSlash: false` Home's canonical is the bare site URL, the same URL sitemap.xml lists.
 */
export function pageMetadata(key: RouteKey): Metadata {
  const route: SiteRoute | undefined = routes[key];
  // Generated keys (a role page's) are typed as a pattern: one that names no page is a build error, not a blank page.
  if (!route) throw new Error(`No route ${key} in content/routes.ts`);
  const url = route.path;
  const shareTitle = route.shareTitle ?? route.title;
  return {
    title: { absolute: route.title },
    description: route.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: config.productName,
      title: shareTitle,
      description: route.description,
      url,
      locale: 'en_US',
      images: [socialImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: route.description,
      images: [{ url: socialImage.url, alt: socialImage.alt }],
    },
  };
}

/** A role page of the question library: its own title, description and canonical URL from the route table. */
export function questionRoleMetadata(role: Pick<QuestionRole, 'slug'>): Metadata {
  return pageMetadata(questionRoleKey(role.slug));
}

/** A question's own page: its title, description and canonical URL from the route table. */
export function questionPageMetadata(role: Pick<QuestionRole, 'slug'>, question: Pick<InterviewQuestion, 'id'>): Metadata {
  return pageMetadata(questionPageKey(role.slug, question.id));
}

/** A competency page of the question library. */
export function competencyMetadata(competency: Pick<Competency, 'id'>): Metadata {
  return pageMetadata(competencyKey(competency.id));
}

/** What every page shares: the site URL that relative URLs resolve against, the product name, the icons. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(config.siteUrl),
  applicationName: config.productName,
  title: config.productName,
  icons: {
    icon: [{ url: brand.icon.path, type: brand.icon.type }],
    apple: [
      {
        url: brand.appleTouchIcon.path,
        type: brand.appleTouchIcon.type,
        sizes: `${brand.appleTouchIcon.width}x${brand.appleTouchIcon.height}`,
      },
    ],
  },
};

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1020' },
  ],
};

/** A role's mock interview. */
export function mockInterviewMetadata(role: Pick<QuestionRole, 'slug'>): Metadata {
  return pageMetadata(mockInterviewKey(role.slug));
}
