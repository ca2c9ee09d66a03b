import { commonMessages } from '@app/shared/messages/common';
import { useThemeStore } from '@app/shared/theme/store';
import { Icon } from './Icon';
import styles from './Header.module.css';

export function ThemeToggle() {
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      aria-label={isDark ? commonMessages.theme.toLight : commonMessages.theme.toDark}
      aria-pressed={isDark}
      title={isDark ? commonMessages.theme.toLight : commonMessages.theme.toDark}
    >
      {isDark ? (
        <Icon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </Icon>
      ) : (
        <Icon strokeLinejoin="round">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </Icon>
      )}
    </button>
  );
}
