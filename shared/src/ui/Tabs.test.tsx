import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, Where } from '@app/shared/testing/render';
import { Tabs, useTabParam } from './Tabs';

const TABS = ['open', 'closed', 'all'] as const;
const labels = { open: 'Đang mở', closed: 'Đã đóng', all: 'Tất cả' };

function Demo() {
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Tabs
      label="Trạng thái"
      tabs={TABS.map((value) => ({ value, label: labels[value] }))}
      value={tab}
      onChange={setTab}
    >
      <p>Danh sách {labels[tab]}</p>
    </Tabs>
  );
}

/** The demo at `path`, with where the router is now beside it. */
const renderDemo = (path: string) => renderAt(path, <Demo />, { extra: <Where /> });

describe('Tabs', () => {
  it('is a labelled tablist whose panel is named by the selected tab; the first tab is the default', () => {
    renderDemo('/x');
    expect(screen.getByRole('tablist', { name: 'Trạng thái' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Đang mở' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Đang mở' })).toHaveTextContent('Danh sách Đang mở');
    // One tab stop: only the selected tab is in the tab order.
    expect(screen.getByRole('tab', { name: 'Đã đóng' })).toHaveAttribute('tabindex', '-1');
  });

  it('opens the tab named in ?tab= and keeps the choice in the URL', async () => {
    renderDemo('/x?tab=closed&q=1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Danh sách Đã đóng');
    await userEvent.click(screen.getByRole('tab', { name: 'Tất cả' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/x?tab=all&q=1');
    await userEvent.click(screen.getByRole('tab', { name: 'Đang mở' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/x\?q=1$/);
  });

  it('ignores an unknown ?tab=', () => {
    renderDemo('/x?tab=nope');
    expect(screen.getByRole('tab', { name: 'Đang mở' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    renderDemo('/x');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Đang mở' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Đã đóng' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Đã đóng' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tất cả' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Đang mở' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tất cả' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Danh sách Đang mở');
  });
});
