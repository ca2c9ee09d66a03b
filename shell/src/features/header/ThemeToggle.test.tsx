import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialTheme, useThemeStore } from '@app/shared/theme/store';
import { ThemeToggle } from './ThemeToggle';

function prefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' ? dark : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('starts from the stored value', () => {
    prefersDark(true);
    localStorage.setItem('theme', 'light');
    expect(initialTheme()).toBe('light');
  });

  it('falls back to the system preference when nothing (or garbage) is stored', () => {
    prefersDark(true);
    expect(initialTheme()).toBe('dark');
    localStorage.setItem('theme', 'purple');
    expect(initialTheme()).toBe('dark');
    prefersDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('the toggle switches the theme, applies it to <html> and stores it under "theme"', async () => {
    act(() => useThemeStore.setState({ theme: 'light' }));
    render(<ThemeToggle />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chuyển sang giao diện tối' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    const back = screen.getByRole('button', { name: 'Chuyển sang giao diện sáng' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await user.click(back);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
