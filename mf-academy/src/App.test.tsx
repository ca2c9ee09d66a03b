import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@app/shared/router';
import App from './App';
import { setSignedIn } from '@app/shared/auth/store';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('academy area routes', () => {
  // Protected area (RequireAuth): these route tests run signed in; the guard has its own tests in @app/shared.
  beforeEach(() =>
    setSignedIn({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Lan',
      photoURL: null,
      roles: [],
      library: [],
      claims: {},
    }),
  );

  it.each([
    ['/training', 'Học viện Nhà sáng tạo AI'],
    ['/training/my-course/lesson-1', 'Khoá học của tôi'],
    ['/training/library', 'Thư viện học viện'],
    ['/training/quiz/academy', 'Bài kiểm tra cuối khoá'],
    ['/salepage', 'Trở thành nhà sáng tạo sản phẩm AI'],
    ['/chung-nhan/CERT1', 'Chứng nhận hoàn thành'],
  ])('%s shows its page frame', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toContain(title);
  });

  it('shows 404 for an unknown path inside the area', () => {
    renderAt('/chung-nhan/khong-co-trang-nay/that-su');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Not Found');
  });
});
