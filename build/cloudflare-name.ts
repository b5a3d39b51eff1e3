/**
 * The name a deployment of this build goes by on Cloudflare: the Worker of `npm run deploy:workers` and the Pages
 * project CI's preview deploys to by default. It comes from the product name (lib/config), so a build for another
 * brand deploys beside the first one, never over it: `HireClip` → `hireclip-web`, `Acmeview` → `acmeview-web`.
 * `npx tsx build/cloudflare-name.ts` prints it for the environment's NEXT_PUBLIC_PRODUCT_NAME.
 */
import { config } from '../lib/config';

/** Cloudflare's limit for a Pages project's name (a Worker's is 63): one name fits both homes. */
export const cloudflareNameLimit = 58;

/** Lowercase letters, digits and single dashes, `-web` at the end, at most 58 characters. */
export function cloudflareNameFor(productName: string): string {
  const suffix = '-web';
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, cloudflareNameLimit - suffix.length)
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}${suffix}` : suffix.slice(1);
}

export const cloudflareName = cloudflareNameFor(config.productName);

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) console.log(cloudflareName);
