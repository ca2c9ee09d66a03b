import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionStatus, useActionStatus } from './ActionStatus';

function Demo({ fail = false }: { fail?: boolean }) {
  const status = useActionStatus();
  const approve = () => {
    if (fail) {
      status.failed('Không duyệt được: sản phẩm đã bị gỡ.');
      return;
    }
    status.done('Đã duyệt “Pong Neon”.');
    // The row acted on has left the list: focus goes to the outcome instead of being lost.
    status.focus();
  };
  return (
    <>
      <ActionStatus status={status} />
      <button type="button" onClick={approve}>
        Duyệt
      </button>
      <button type="button" onClick={status.clear}>
        Đổi tab
      </button>
    </>
  );
}

describe('ActionStatus', () => {
  it('keeps an empty status region in the page, so the outcome is announced when it comes', () => {
    render(<Demo />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a success politely and takes focus; clearing empties it', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Đã duyệt “Pong Neon”.');
    expect(status).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Đổi tab' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a refusal at once, as an alert', async () => {
    const user = userEvent.setup();
    render(<Demo fail />);
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Không duyệt được: sản phẩm đã bị gỡ.');
    await act(async () => {});
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
