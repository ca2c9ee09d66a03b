import { screen } from '@testing-library/react';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, Where } from '@app/shared/testing/render';
import { areaRoutes } from './AreaRoutes';

const Dashboard = () => <h1>Bảng điều khiển</h1>;
const Pricing = () => <h1>Bảng giá</h1>;
const Apply = () => <h1>Trở thành nhà sáng tạo</h1>;

// As an area writes it: its route table, made its root component by the kit.
const Area = areaRoutes({
  role: 'creator',
  redirects: { '/creator': '/creator/dashboard' },
  signedIn: { '/creator/dashboard': Dashboard },
  members: { '/become-a-creator': Apply },
  open: { '/pricing': Pricing },
});
const area = <Area />;

describe('AreaRoutes', () => {
  it('opens a page anyone may open, signed out', () => {
    renderAt('/pricing', area);
    expect(screen.getByRole('heading', { name: 'Bảng giá' })).toBeInTheDocument();
  });

  it('leads the area’s root on to its page for a user with the role', () => {
    renderAt('/creator', area, { user: aUser({ roles: ['creator'] }) });
    expect(screen.getByRole('heading', { name: 'Bảng điều khiển' })).toBeInTheDocument();
  });

  it('keeps the signed-in pages from a user without the role', () => {
    renderAt('/creator/dashboard', area, { user: aUser({ roles: [] }) });
    expect(screen.queryByRole('heading', { name: 'Bảng điều khiển' })).not.toBeInTheDocument();
  });

  it('opens a members page to any signed-in user, whatever their roles', () => {
    renderAt('/become-a-creator', area, { user: aUser({ roles: [] }) });
    expect(screen.getByRole('heading', { name: 'Trở thành nhà sáng tạo' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a members page to sign in, to come back to it', () => {
    renderAt('/become-a-creator?tu=menu', area, { extra: <Where /> });
    expect(screen.queryByRole('heading', { name: 'Trở thành nhà sáng tạo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/auth?redirect=${encodeURIComponent('/become-a-creator?tu=menu')}`,
    );
  });

  it('answers any other path with the area’s own 404', () => {
    renderAt('/creator/khong-co', area, { user: aUser({ roles: ['creator'] }) });
    expect(screen.getByText('404 - Not Found')).toBeInTheDocument();
  });
});
