import { screen, within } from '@testing-library/react';
import { renderAt as renderWithProviders } from '@app/shared/testing/render';
import { App } from './App';

jest.mock('./features/remotes/registry', () => ({ loadArea: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('@app/shared/auth/session', () => ({ signOut: jest.fn() }));

const renderAt = (path: string) => renderWithProviders(path, <App />, { user: null });

describe('shell routes', () => {
  it.each([
    ['/terms-of-service', 'Điều khoản dịch vụ'],
    ['/privacy-policy', 'Chính sách bảo mật'],
    ['/auth', 'Đăng nhập hoặc đăng ký'],
    ['/forgot-password', 'Quên mật khẩu'],
  ])('%s is a shell page', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('an unknown path shows 404 - Not Found inside the layout (header and footer stay)', () => {
    renderAt('/khong-co/trang-nay');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The academy is linked for every visitor, signed in or not.
    const footer = screen.getByRole('navigation', { name: 'Chân trang' });
    expect(within(footer).getByRole('link', { name: 'Học viện' })).toHaveAttribute('href', '/training');
    expect(screen.getByRole('link', { name: 'Bảng giá cho nhà sáng tạo' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Điều khoản dịch vụ' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute('href', '/privacy-policy');
  });
});
