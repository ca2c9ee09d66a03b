import { useId, type ComponentType, type ReactNode } from 'react';
import { formatVnd } from '@app/shared/format';
import { ACADEMY_PRICE_VND } from '@app/shared/contracts/academy-constants';
import { academyMessages } from '@app/shared/messages/academy';
import { HeroFrame } from '@app/shared/ui/HeroFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Countdown } from './Countdown';
import { EnrollButton } from './EnrollButton';
import { Faq } from './Faq';
import { useCountdown } from './useCountdown';
import styles from './SalesPage.module.css';

const t = academyMessages.salesPage;

function Section({ title, lead, tone, children }: { title: string; lead?: string; tone?: 'alt'; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.section} ${tone === 'alt' ? styles.alt : ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead && <p className={styles.sectionLead}>{lead}</p>}
      {children}
    </section>
  );
}

/** A list of short texts, each its own key. */
function TextList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A section's cards, each item drawn by `Item`; `numbered`, they are steps in order (an ordered list, each card
 * with its number).
 */
function Cards<T extends object>({
  items,
  keyOf,
  Item,
  numbered = false,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  Item: ComponentType<T>;
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={numbered ? styles.steps : styles.cards}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.card}>
          {numbered && (
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
          )}
          <Item {...item} />
        </li>
      ))}
    </List>
  );
}

function Point({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p>{text}</p>
    </>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(-2)
    .map((word) => word[0])
    .join('');

function Testimonial({ quote, name, role }: { quote: string; name: string; role: string }) {
  return (
    <figure className={styles.testimonial}>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <strong>{name}</strong>
          <br />
          <span className={styles.muted}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** /salepage — docs/product.md §2 "Sales page", its sections in that order. */
export function SalesPage() {
  useDocumentTitle(t.title);
  const countdown = useCountdown();
  const price = formatVnd(ACADEMY_PRICE_VND);

  return (
    <div className="app-hero-page">
      <HeroFrame badge={t.hero.badge} eyebrow={t.eyebrow} title={t.title} lead={t.lead} titleId="salepage-title">
        <div className={styles.heroOffer}>
          <Countdown value={countdown} announce />
          <p className={styles.slots}>{t.slots}</p>
        </div>
        <div className={styles.heroCta}>
          <EnrollButton />
          <span className={styles.heroPrice}>
            {price} · {t.oneTime}
          </span>
        </div>
        <ul className={styles.stats}>
          {t.hero.stats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong> <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </HeroFrame>

      <Section title={t.sections.painPoints}>
        <Cards items={t.painPoints} keyOf={(point) => point.title} Item={Point} />
      </Section>

      <Section title={t.sections.academy} lead={t.academyLead} tone="alt">
        <Cards items={t.academyPoints} keyOf={(point) => point.title} Item={Point} numbered />
      </Section>

      <Section title={t.sections.marketplace} lead={t.marketplaceLead}>
        <TextList items={t.marketplacePoints} className={styles.checks} />
      </Section>

      <Section title={t.sections.testimonials} tone="alt">
        <Cards items={t.testimonials} keyOf={(item) => item.name} Item={Testimonial} />
      </Section>

      <Section title={t.sections.professions} lead={t.professionsLead}>
        <TextList items={t.professions} className={styles.professions} />
      </Section>

      <Section title={t.sections.price} tone="alt">
        <div className={styles.priceBox}>
          <p className={styles.priceLabel}>{t.priceLabel}</p>
          <p className={styles.price} data-testid="price">
            {price}
          </p>
          <p className={styles.muted}>{t.oneTime}</p>
          <TextList items={t.features} className={styles.checks} />
          <Countdown value={countdown} />
          <p className={styles.slots}>{t.slots}</p>
          <EnrollButton block />
        </div>
      </Section>

      <Section title={t.sections.guarantee}>
        <div className={styles.guarantee}>
          <p className={styles.guaranteeBadge}>
            <span>30</span>
            <small>{t.guaranteeBadge}</small>
          </p>
          <div>
            <p className={styles.guaranteeLead}>{t.guarantee}</p>
            <p className={styles.muted}>{t.guaranteeText}</p>
          </div>
        </div>
      </Section>

      <Section title={t.sections.faq} tone="alt">
        <Faq />
      </Section>

      <Section title={t.sections.closing} lead={t.closingLead}>
        <div className={styles.closing}>
          <EnrollButton />
          <p className={styles.slots}>{t.slots}</p>
        </div>
      </Section>
    </div>
  );
}
