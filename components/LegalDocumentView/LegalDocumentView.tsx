import type { ReactNode } from 'react';
import type { LegalOutline } from '@/content/types';
import styles from './LegalDocumentView.module.css';

/**
 * A legal document: title, last-updated line, table of contents with anchors, then the text (`children`): an MDX
 * document (content/legal/*.mdx) whose h2s open `<section id>`s.
 */
export function LegalDocumentView({ document, children }: { document: LegalOutline; children: ReactNode }) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.updated}>{document.lastUpdated}</p>
      </header>
      <div className={styles.layout}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocHeading}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>{children}</div>
      </div>
    </article>
  );
}
