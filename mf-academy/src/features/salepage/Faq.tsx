import { academyMessages } from '@app/shared/messages/academy';
import { Accordion } from '@app/shared/ui/Accordion';

const t = academyMessages.salesPage;

const items = t.faq.map((item, index) => ({
  id: `faq-${index}`,
  heading: item.question,
  content: <p>{item.answer}</p>,
}));

/** docs/product.md §2: 4 questions, one open at a time. */
export function Faq() {
  return <Accordion items={items} />;
}
