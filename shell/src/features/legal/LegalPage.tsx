import { PageFrame } from '@app/shared/ui/PageFrame';
import type { LegalDocument } from './legalContent';
import { LegalBlockView } from './LegalText';
import styles from './legal.module.css';

type Props = LegalDocument;

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' for a machine-readable <time>; undefined for any other shape. */
function isoDate(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/**
 * The layout of a legal document: heading and last-update date, a table of contents, numbered sections.
 * Plain `#id` links (not router links) so the browser scrolls to the heading and the address can be shared.
 */
export function LegalPage({ title, updated, sections }: Props) {
  const lead = (
    <>
      Cập nhật lần cuối: <time dateTime={isoDate(updated)}>{updated}</time>
    </>
  );

  return (
    <PageFrame title={title} eyebrow="Pháp lý" lead={lead}>
      <div className={styles.layout}>
        <nav aria-label="Mục lục" className={styles.toc}>
          <p className={styles.tocTitle} aria-hidden="true">
            Mục lục
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.content}>
          {sections.map((section, index) => (
            <section key={section.id} className={styles.section} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.heading}>
                <span className={styles.number}>{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are static text that never reorders, so the index is a stable key.
                <LegalBlockView key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
