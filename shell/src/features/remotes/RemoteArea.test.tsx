import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt as renderWithProviders } from '@app/shared/testing/render';
import { loadArea } from './registry';
import { AreaOutlet } from './AreaOutlet';

// The seam between React and the federation runtime: here an area "server" we can take down.
jest.mock('./registry', () => ({ loadArea: jest.fn() }));
const mockedLoad = loadArea as jest.MockedFunction<typeof loadArea>;

const areaUp = () => mockedLoad.mockResolvedValue({ default: () => <h1>Thư viện của tôi</h1> });
const areaDown = () => mockedLoad.mockRejectedValue(new Error('ScriptExternalLoadError: remoteEntry.js 503'));

const renderAt = (path: string) => renderWithProviders(path, <AreaOutlet />);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('AreaOutlet / RemoteArea', () => {
  it('renders the owning area for a path', async () => {
    areaUp();
    renderAt('/my/library');
    expect(await screen.findByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('account');
  });

  it('an unknown path is the shell 404 and loads no area', () => {
    renderAt('/khong-ton-tai');
    expect(screen.getByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('a failing area shows the inline Vietnamese fallback; retry recovers once it is back', async () => {
    areaDown();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được khu vực này');
    // Still down: retry shows the fallback again (a fresh attempt, not React.lazy's cached failure).
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    areaUp();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Thư viện của tôi' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a render error inside an area is contained by the same fallback', async () => {
    mockedLoad.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    renderAt('/training');
    expect(await screen.findByRole('alert')).toHaveTextContent('Thử lại');
  });
});
