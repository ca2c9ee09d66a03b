import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReferralStore } from '@app/shared/referral/store';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { aCourse, anOwnedCourse } from '../../testing/fixtures';
import { fixedFrameFor } from '@app/shared/routing/frames';
import { SalesPage } from './SalesPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const renderPage = (user: RenderAtOptions['user'] = aUser()) =>
  renderAt('/salepage', <SalesPage />, { user, route: '/salepage', whereElsewhere: true });

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  localStorage.clear();
  useReferralStore.setState({ code: null, seenAt: null, visitorId: null });
  api = mockedApi();
  api.getCourse.mockResolvedValue(aCourse());
});
afterEach(() => jest.useRealTimers());

const enrollButton = () => screen.getAllByRole('button', { name: 'Đăng ký ngay' })[0];

describe('SalesPage content', () => {
  it('opens with the hero the shell paints before the academy loads (routing/frames.ts), in the same boxes', () => {
    renderPage();
    const hero = screen.getByRole('region', { name: 'Trở thành nhà sáng tạo sản phẩm AI' });
    expect(hero).toHaveClass('app-hero');
    expect(hero.parentElement).toHaveClass('app-hero-page');
    const fixed = [...hero.children].slice(0, 4).map((el) => [el.className, el.textContent]);
    const frame = fixedFrameFor('/salepage');
    expect(frame?.kind).toBe('hero');
    if (frame?.kind !== 'hero') return;
    expect(fixed).toEqual([
      ['app-hero__badge', frame.badge],
      ['app-frame__eyebrow app-hero__eyebrow', frame.eyebrow],
      ['app-hero__title', frame.title],
      ['app-hero__lead', frame.lead],
    ]);
  });

  it('shows the sections in order, the price in vi-VN and the static slots text', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trở thành nhà sáng tạo sản phẩm AI');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bạn có chuyên môn nhưng chưa biết biến nó thành sản phẩm?',
      'Học viện: từ ý tưởng đến sản phẩm AI đầu tiên',
      'Chợ ứng dụng: nơi sản phẩm của bạn được bán',
      'Học viên nói gì',
      'Dành cho ai',
      'Học phí',
      'Cam kết hoàn tiền 30 ngày',
      'Câu hỏi thường gặp',
      'Sẵn sàng trở thành nhà sáng tạo?',
    ]);
    expect(screen.getByTestId('price')).toHaveTextContent(/^5\.000\.000\s₫$/);
    expect(screen.getAllByText('Chỉ còn 7 suất').length).toBeGreaterThan(0);
    expect(screen.getByText('Nguyễn Thu Hà')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Đăng ký ngay' })).toHaveLength(3);
  });

  it('FAQ: 4 questions, one open at a time, and the open one closes again', async () => {
    const user = userEvent.setup();
    renderPage();
    const faq = screen.getByRole('region', { name: 'Câu hỏi thường gặp' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    questions.forEach((q) => expect(q).toHaveAttribute('aria-expanded', 'false'));

    await user.click(questions[0]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/không cần viết mã/)).toBeVisible();

    await user.click(questions[1]);
    expect(questions[1]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByText(/không cần viết mã/)).not.toBeInTheDocument();

    await user.click(questions[1]);
    questions.forEach((q) => expect(q).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('SalesPage countdown', () => {
  const tick = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('counts down from 02:00:00 and starts again at 02:00:00 after zero', async () => {
    jest.useFakeTimers();
    const start = Date.now();
    renderPage();
    const timer = screen.getAllByRole('timer')[0];
    expect(timer).toHaveTextContent('02:00:00');
    await tick(1000);
    expect(timer).toHaveTextContent('01:59:59');
    // The clock reads the time, so a tab that slept (timers throttled) shows the right value on its next tick.
    jest.setSystemTime(start + 7199 * 1000);
    await tick(1000);
    expect(timer).toHaveTextContent('00:00:00');
    await tick(1000);
    expect(timer).toHaveTextContent('02:00:00');
    await tick(1000);
    expect(timer).toHaveTextContent('01:59:59');
  });

  it('has one polite announcement for the whole page', () => {
    renderPage();
    expect(screen.getAllByTestId('countdown-announcement')).toHaveLength(1);
    expect(screen.getByTestId('countdown-announcement')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('SalesPage enrol button', () => {
  it('signed in, goes to the review step: no order exists until the learner confirms there', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('button', { name: 'Đăng ký ngay' });
    await user.click(enrollButton());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/training\/checkout$/);
    expect(api.createCourseOrder).not.toHaveBeenCalled();
  });

  it('signed out: asks to sign in or register in a dialog, without calling the API', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await screen.findAllByRole('button', { name: 'Đăng ký ngay' });
    await user.click(enrollButton());
    // The dialog loads on first use (its chunk keeps the dialog library off the sales page).
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập để đăng ký khóa học' });
    expect(dialog).toHaveTextContent('Vui lòng đăng nhập hoặc đăng ký để ghi danh khóa học.');
    expect(within(dialog).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Ftraining%2Fcheckout',
    );
    expect(within(dialog).getByRole('link', { name: 'Đăng ký tài khoản' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Ftraining%2Fcheckout&mode=signup',
    );
    expect(api.createCourseOrder).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enrollButton()).toHaveFocus();
  });

  it('an enrolled student sees “Vào học” instead', async () => {
    api.getCourse.mockResolvedValue(anOwnedCourse());
    renderPage();
    const links = await screen.findAllByRole('link', { name: 'Vào học' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/training/my-course');
    expect(screen.queryByRole('button', { name: 'Đăng ký ngay' })).not.toBeInTheDocument();
  });
});
