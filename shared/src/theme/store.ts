// Theme (docs/product.md §4): light or dark, stored in localStorage under 'theme'; the initial value is the stored
// one, else the system preference. The shell's index.html applies the same rule before first paint.
import { create } from 'zustand';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export function initialTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage can be blocked (private mode, policy): fall back to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void; toggle: () => void };

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: typeof window === 'undefined' ? 'light' : initialTheme(),
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Not persisted, still applied for this page.
    }
    apply(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Applies the current theme to <html>; called once at start by every app. */
export function applyCurrentTheme(): void {
  apply(useThemeStore.getState().theme);
}
