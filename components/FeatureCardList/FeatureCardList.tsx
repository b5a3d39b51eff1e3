import type { IconName } from '@/content/types';
import { CardGrid } from '../CardGrid/CardGrid';
import { FeatureCard } from '../FeatureCard/FeatureCard';

/** Short facts as a list of cards, each an icon, a title and a sentence; an item's `id` makes it a link target. */
export function FeatureCardList({
  items,
  columns = 3,
}: {
  items: readonly { icon: IconName; title: string; text: string; id?: string }[];
  columns?: 3 | 4;
}) {
  return (
    <CardGrid columns={columns} as="ul">
      {items.map((item) => (
        <li key={item.id ?? item.title} id={item.id}>
          <FeatureCard icon={item.icon} title={item.title}>
            <p>{item.text}</p>
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}
