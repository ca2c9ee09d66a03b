import { lazy, Suspense } from 'react';
import { Link, NavLink } from '@app/shared/router';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { useAuthStore } from '@app/shared/auth/store';
import { commonMessages } from '@app/shared/messages/common';
import { authPath, paths } from '@app/shared/routing/paths';
import { ThemeToggle } from './ThemeToggle';
import styles from './Header.module.css';
// The bar and the logo: global classes the shell's HTML also paints before any script (boot-frame.cjs).
import './frame.css';

// Only signed-in visitors need the menu (and its library) and the notification bell (and its call): neither
// is part of a signed-out first load.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

export function Header() {
  const user = useAuthStore((s) => s.user);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link
          to={paths.catalogue}
          className="app-logo"
          aria-label={`${commonMessages.brand} – ${commonMessages.nav.marketplace}`}
        >
          {/* The visible text reads 'AI Market', which the accessible name starts with (WCAG 2.5.3). */}
          <span className="app-logo__mark" aria-hidden="true">
            AI
          </span>{' '}
          <span className="app-logo__text">Market</span>
        </Link>
        <nav aria-label={commonMessages.nav.mainNav} className={styles.nav}>
          <NavLink to={paths.catalogue} end className={navClass}>
            {commonMessages.nav.marketplace}
          </NavLink>
          {user && (
            <>
              <NavLink to={paths.library} className={(state) => `${navClass(state)} ${styles.desktopOnly}`}>
                {commonMessages.nav.library}
              </NavLink>
              <NavLink to={paths.wishlist} className={(state) => `${navClass(state)} ${styles.desktopOnly}`}>
                {commonMessages.nav.wishlist}
              </NavLink>
            </>
          )}
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          {user ? (
            <>
              <Suspense fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
                <NotificationBell />
              </Suspense>
              <Suspense fallback={<span className={styles.menuPlaceholder} aria-hidden="true" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : (
            <ButtonLink to={authPath()} className={styles.loginButton}>
              {commonMessages.nav.login}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
