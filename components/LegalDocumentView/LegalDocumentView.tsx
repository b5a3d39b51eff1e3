import type { ReactNode } from 'react';
import type { LegalBlock, LegalDocument, LegalOutline } from '@/content/types';
import { RichText } from '../RichText/RichText';
import styles from './LegalDocumentView.module.css';

/**
 * A legal document: title, last-updated line, table of contents with anchors, then the text (`children`): an MDX
 * document whose h2s open `<section id>`s, or LegalBlocks for a document written as typed blocks.
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

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'h3':
      return <h3>{block.text}</h3>;
  }
}

/** The text of a document written as typed blocks, in the markup the MDX documents compile to. */
export function LegalBlocks({ document }: { document: LegalDocument }) {
  return (
    <>
      {document.intro.map((paragraph, index) => (
        <p key={index}>
          <RichText text={paragraph} />
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
