import type { Metadata } from 'next';
import { config } from './config';
import { routes, type RouteKey } from '@/content/routes';

/** Every page's metadata comes from here: exact SPEC.md title, its own description, canonical URL. */
export function pageMetadata(key: RouteKey): Metadata {
  const route = routes[key];
  const url = route.path;
  return {
    title: { absolute: route.title },
    description: route.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: config.productName,
      title: route.title,
      description: route.description,
      url,
      locale: 'en_US',
    },
    twitter: {
      card: 'summary_large_image',
      title: route.title,
      description: route.description,
    },
  };
}
