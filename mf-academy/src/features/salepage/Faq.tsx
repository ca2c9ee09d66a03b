import * as Accordion from '@radix-ui/react-accordion';
import { academyMessages } from '@app/shared/messages/academy';
import styles from './SalesPage.module.css';

const t = academyMessages.salesPage;

/** docs/product.md §2: 4 questions, one open at a time (Radix: buttons with aria-expanded, arrow keys between them). */
export function Faq() {
  return (
    <Accordion.Root type="single" collapsible className={styles.faq}>
      {t.faq.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`} className={styles.faqItem}>
          <Accordion.Header asChild>
            <h3 className={styles.faqHeading}>
              <Accordion.Trigger className={styles.faqTrigger}>
                <span>{item.question}</span>
                <span className={styles.faqChevron} aria-hidden="true" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className={styles.faqContent}>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
