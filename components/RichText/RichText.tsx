import type { Paragraph } from '@/content/types';
import { SiteLink } from '../SiteLink/SiteLink';

/** Renders a content/ paragraph: plain runs as text, linked runs as links. Never HTML. */
export function RichText({ text }: { text: Paragraph }) {
  return (
    <>
      {text.map((run, index) =>
        typeof run === 'string' ? (
          run
        ) : (
          <SiteLink key={index} href={run.href}>
            {run.text}
          </SiteLink>
        ),
      )}
    </>
  );
}
