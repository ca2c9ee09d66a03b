import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import App from './App';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('admin area routes', () => {
  it.each([
    ['/admin/dashboard', 'Bảng quản trị'],
    ['/admin/quizzes', 'Quản lý bài kiểm tra'],
  ])('%s shows its page frame', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toContain(title);
  });

  it('sends /admin to /admin/dashboard', () => {
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bảng quản trị');
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/admin/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });
});
