import { securityTxt } from '@/app/_seo/security-txt';

// Written once at build time into out/.well-known/security.txt; its Expires counts from the build.
export const dynamic = 'force-static';

export function GET() {
  return new Response(securityTxt(new Date()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
