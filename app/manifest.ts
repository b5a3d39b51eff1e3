import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { brand } from '@/lib/brand';
import { routes } from '@/content/routes';

// Exported as out/manifest.webmanifest; Next links it from every page.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: config.productName,
    short_name: config.productName,
    description: routes.home.description,
    start_url: routes.home.path,
    display: 'browser',
    theme_color: brand.color,
    background_color: brand.backgroundColor,
    icons: [
      { src: brand.icon.path, type: brand.icon.type, sizes: 'any' },
      {
        src: brand.appleTouchIcon.path,
        type: brand.appleTouchIcon.type,
        sizes: `${brand.appleTouchIcon.width}x${brand.appleTouchIcon.height}`,
      },
    ],
  };
}
