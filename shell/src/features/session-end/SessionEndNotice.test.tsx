import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionEnd, setSignedIn, useSessionEnd } from '@app/shared/auth/store';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { SessionEndNotice } from './SessionEndNotice';

beforeEach(() => act(() => setSessionEnd(null)));

describe('SessionEndNotice', () => {
  it('says nothing after a sign-out the user asked for', () => {
    renderAt('/auth', <SessionEndNotice />, { user: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a suspended user why, with the support address, until they close it', async () => {
    act(() => setSessionEnd('suspended'));
    renderAt('/auth', <SessionEndNotice />, { user: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Tài khoản của bạn đã bị tạm khóa. Vui lòng liên hệ bộ phận hỗ trợ.');
    expect(screen.getByRole('link', { name: 'hotro@aimarket.vn' })).toHaveAttribute('href', 'mailto:hotro@aimarket.vn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useSessionEnd.getState().reason).toBeNull();
  });

  it('says revoked sessions apart, and goes away once the user signs in again', () => {
    act(() => setSessionEnd('revoked'));
    renderAt('/', <SessionEndNotice />, { user: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Phiên đăng nhập của bạn đã bị thu hồi. Vui lòng đăng nhập lại.',
    );
    act(() => setSignedIn(aUser()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
