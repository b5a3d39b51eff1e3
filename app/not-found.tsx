import { pageMetadata } from '@/lib/metadata';
import { HomePage } from '@/components/HomePage/HomePage';
import { LazyDemoGrid, LazyTypedHero } from '@/components/HomePage/LazyHomeLeaves';

// SPEC.md: any other path shows the Home page. Exported as out/404.html, served with status 404.
// Next marks this page noindex by itself.
export const metadata = pageMetadata('home');

// This component sits in every page's tree: its leaves load lazily, only when a 404 actually renders them.
export default function NotFound() {
  return <HomePage leaves={{ TypedHero: LazyTypedHero, DemoGrid: LazyDemoGrid }} />;
}
