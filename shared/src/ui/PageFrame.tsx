import { useLayoutEffect, type ReactNode } from 'react';
import { NavLink } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import type { MediaImage } from '@app/shared/contracts/media';
import { PRODUCT_COVER_SIZES } from '@app/shared/media/picture';
import { MediaPicture } from '@app/shared/ui/MediaPicture';
import styles from './PageFrame.module.css';
// The frame's box: global classes the shell's HTML also paints before any script (boot-frame.cjs).
import './page-frame.css';

export type SubnavItem = { to: string; label: string; end?: boolean };

type Props = {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** The area's own navigation (e.g. the tabs of /my/*). */
  nav?: { label: string; items: SubnavItem[] };
  children?: ReactNode;
};

/** The frame of every page: document title, heading, optional lead and area navigation. */
export function PageFrame({ title, eyebrow, lead, nav, children }: Props) {
  // In the same commit as the heading (a layout effect), so the tab never names the page before it.
  useLayoutEffect(() => {
    document.title = `${title} · ${commonMessages.brand}`;
  }, [title]);

  return (
    <div className="app-frame">
      <header className="app-frame__header">
        {eyebrow && <p className="app-frame__eyebrow">{eyebrow}</p>}
        <h1 className="app-frame__title">{title}</h1>
        {lead && <p className="app-frame__lead">{lead}</p>}
        {nav && (
          <nav aria-label={nav.label}>
            <ul className={styles.subnav}>
              {nav.items.map((item) => (
                <li key={item.to}>
                  <NavLink className={styles.subnavLink} to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {children}
    </div>
  );
}

/**
 * A product's cover under its page's heading: the page's largest picture (its LCP), asked for first, its box
 * reserved. The shell draws it too while the product's area loads, where its HTML painted it (global class).
 */
export function FrameCover({ image }: { image: MediaImage }) {
  return <MediaPicture image={image} alt="" sizes={PRODUCT_COVER_SIZES} priority="high" className="app-frame__cover" />;
}
