import type { ReactNode } from 'react';
// The hero's box: global classes the shell's HTML also paints before any script (boot-frame.cjs).
import './page-frame.css';
import './hero-frame.css';

type Props = {
  badge: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's own parts of the hero (offer, call to action…), drawn under the lead. */
  children?: ReactNode;
  /** The id of the heading, which names the hero section. */
  titleId?: string;
};

/**
 * A landing page's hero (the sales page): badge, eyebrow, heading and lead in a framed section. Its fixed
 * part is what the shell paints while the area loads (routing/frames.ts), in the same classes and boxes.
 */
export function HeroFrame({ badge, eyebrow, title, lead, children, titleId = 'hero-title' }: Props) {
  return (
    <section className="app-hero" aria-labelledby={titleId}>
      <p className="app-hero__badge">{badge}</p>
      <p className="app-frame__eyebrow app-hero__eyebrow">{eyebrow}</p>
      <h1 id={titleId} className="app-hero__title">
        {title}
      </h1>
      <p className="app-hero__lead">{lead}</p>
      {children}
    </section>
  );
}
