import * as Radix from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { id: string; heading: ReactNode; content: ReactNode };

/**
 * Questions and answers, one open at a time (Radix: buttons with aria-expanded, arrow keys between them).
 * Each question is a heading of the given level, so the page's outline lists them.
 */
export function Accordion({ items, headingAs: Heading = 'h3' }: { items: AccordionItem[]; headingAs?: 'h2' | 'h3' }) {
  return (
    <Radix.Root type="single" collapsible className={styles.root}>
      {items.map((item) => (
        <Radix.Item key={item.id} value={item.id} className={styles.item}>
          <Radix.Header asChild>
            <Heading className={styles.heading}>
              <Radix.Trigger className={styles.trigger}>
                <span>{item.heading}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </Radix.Trigger>
            </Heading>
          </Radix.Header>
          <Radix.Content className={styles.content}>{item.content}</Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
