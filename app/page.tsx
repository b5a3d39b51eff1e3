import { pageMetadata } from '@/app/_seo/metadata';
import { HomePage } from '@/components/HomePage/HomePage';
import { DemoGrid } from '@/components/DemoGrid/DemoGrid';
import { TypedHero } from '@/components/TypedHero/TypedHero';

export const metadata = pageMetadata('home');

export default function Home() {
  return <HomePage leaves={{ TypedHero, DemoGrid }} />;
}
