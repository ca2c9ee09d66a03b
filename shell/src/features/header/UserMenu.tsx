import { DropdownMenu } from '@app/shared/ui/DropdownMenu';
import { Link, useNavigate } from '@app/shared/router';
import { initials } from '@app/shared/auth/initials';
import type { AppUser } from '@app/shared/auth/store';
import { signOut } from '@app/shared/auth/session';
import { commonMessages } from '@app/shared/messages/common';
import { Avatar } from './Avatar';
import { menuEntries, type MenuLink } from './menuItems';
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery';
import styles from './Header.module.css';

// Radix's menu gives the keyboard behaviour (arrows, Home/End, typeahead, Escape, focus return) and
// closes on an outside click.
function MenuLinkItem({ item }: { item: MenuLink }) {
  return (
    <DropdownMenu.Item asChild className={styles.menuItem}>
      <Link to={item.to}>{item.label}</Link>
    </DropdownMenu.Item>
  );
}

export function UserMenu({ user }: { user: AppUser }) {
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const entries = menuEntries(user).filter((entry) => entry.kind === 'group' || !entry.mobileOnly || isMobile);
  const name = user.displayName || user.email || '';

  const logout = async () => {
    await signOut();
    navigate('/');
  };

  return (
    <DropdownMenu.Root modal={false}>
      {/* The initials shown on the button start its name, so speech input can say what it sees (WCAG 2.5.3). */}
      <DropdownMenu.Trigger
        className={styles.menuTrigger}
        aria-label={
          user.photoURL ? commonMessages.nav.openUserMenu : `${initials(user)} – ${commonMessages.nav.openUserMenu}`
        }
      >
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={8}
          aria-label={commonMessages.nav.userMenu}
        >
          <div className={styles.menuHeader}>
            <Avatar user={user} size={40} />
            <div className={styles.menuIdentity}>
              <p className={styles.menuName}>{name}</p>
              {user.email && <p className={styles.menuEmail}>{user.email}</p>}
            </div>
          </div>
          <DropdownMenu.Separator className={styles.menuSeparator} />
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <MenuLinkItem key={entry.id} item={entry} />
            ) : (
              <DropdownMenu.Group key={entry.id}>
                <DropdownMenu.Separator className={styles.menuSeparator} />
                <DropdownMenu.Label className={styles.menuLabel}>{entry.label}</DropdownMenu.Label>
                {entry.items.map((item) => (
                  <MenuLinkItem key={item.id} item={item} />
                ))}
              </DropdownMenu.Group>
            ),
          )}
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={logout}>
            {commonMessages.nav.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
