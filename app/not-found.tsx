import { pageMetadata } from '@/lib/metadata';
import { HomePage } from '@/components/HomePage/HomePage';

// SPEC.md: any other path shows the Home page. Exported as out/404.html, served with status 404.
// Next marks this page noindex by itself.
export const metadata = pageMetadata('home');

export default function NotFound() {
  return <HomePage />;
}
