import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { routeList } from '@/content/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return routeList.map((route) => ({
    url: `${config.siteUrl}${route.path === '/' ? '' : route.path}`,
    changeFrequency: 'monthly',
    priority: route.path === '/' ? 1 : 0.7,
  }));
}
