import { pageMetadata } from '@/lib/metadata';
import { HomePage } from '@/components/HomePage/HomePage';

export const metadata = pageMetadata('home');

export default function Home() {
  return <HomePage />;
}
