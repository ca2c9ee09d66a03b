// What the admin pages' tests do again and again: a list that fails to load and is loaded again, and a
// dialog that asks for a value before its action (refused empty, refused by the server, then done).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { ErrorCode } from '@app/shared/contracts/errors';

/** The next call of `call` fails with the server's `message` (the one after reaches the server again). */
export function failNextCall(call: jest.Mock, message: string, code: ErrorCode = 'unavailable') {
  call.mockRejectedValueOnce(new ApiError(code, message));
}

/**
 * Waits for a failed load's alert (inside `container` when given), checks it says `title` and the server's
 * `reason`, and presses its retry button.
 */
export async function retryFailedLoad(title: string, reason: string, container?: HTMLElement) {
  const alert = await (container ? within(container) : screen).findByRole('alert');
  expect(alert).toHaveTextContent(title);
  expect(alert).toHaveTextContent(reason);
  await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
}

/**
 * Drives a dialog that asks for one value before its action: `submit` names its confirming button, `field`
 * the value's label.
 */
export function valueDialog(dialog: HTMLElement, submit: string, field: string) {
  const send = () => userEvent.click(within(dialog).getByRole('button', { name: submit }));
  return {
    /** Sent with the value empty: the field says `message`, is marked invalid, and `call` is not made. */
    async refusedEmpty(message: string, call: jest.Mock) {
      await send();
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
      expect(call).not.toHaveBeenCalled();
    },
    /** Types `value` and sends it. */
    async send(value: string) {
      await userEvent.type(within(dialog).getByLabelText(field), value);
      await send();
    },
    /**
     * Types `value` and sends it while the server (the test's `server.refusal`) refuses with `refusal`: the
     * dialog says why inside it and stays open for another try.
     */
    async refusedByServer(server: { refusal: ApiError | null }, refusal: string, value: string) {
      server.refusal = new ApiError('aborted', refusal);
      await this.send(value);
      await expectRefusal(dialog, refusal);
    },
    /** Sends it as it is and waits for the dialog to close (done). */
    async sendAndClose() {
      await send();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  };
}

/** The dialog shows the server's `refusal` inside it (it stays open for another try). */
export async function expectRefusal(dialog: HTMLElement, refusal: string) {
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
}

/** Sends the dialog with `submit` as it is (nothing to type) and waits for it to close (done). */
export async function submitAndClose(dialog: HTMLElement, submit: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The page's heading is there at once, and its list says it is loading. */
export function expectLoadingPage(title: string, loading: string) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(loading)).toBeInTheDocument();
}

/** Waits for the table named `caption`; wide on a phone, it scrolls inside a labelled, focusable region. */
export async function findScrollingTable(caption: string) {
  const table = await screen.findByRole('table', { name: caption });
  expect(screen.getByRole('region', { name: caption })).toHaveAttribute('tabindex', '0');
  return table;
}

type QueueStates = {
  /** Serves the queue with `rows` (none, or some) and gives the mocked call the list comes from. */
  serve: (rows: 'none' | 'some') => jest.Mock;
  renderPage: () => void;
  /** What the page says when nothing waits. */
  empty: string;
  /** The title of the failed load's alert. */
  failed: string;
  /** Finds what the page shows once the queue has loaded. */
  loaded: () => Promise<HTMLElement>;
};

/** The two states every admin queue has: nothing waits (and it says so), and a failed load retried. */
export function itHasQueueStates({ serve, renderPage, empty, failed, loaded }: QueueStates) {
  it('says so when nothing waits', async () => {
    serve('none');
    renderPage();
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it('shows a failed load with its reason and loads again on retry', async () => {
    failNextCall(serve('some'), 'Dịch vụ tạm thời không khả dụng.');
    renderPage();
    await retryFailedLoad(failed, 'Dịch vụ tạm thời không khả dụng.');
    expect(await loaded()).toBeInTheDocument();
  });
}

/**
 * Catches the CSV files a page saves (@app/shared/csvDownload) for the tests of this `describe`: each Blob
 * made, and the file name of the last one saved. Nothing reaches the browser's downloads.
 */
export function captureDownloads() {
  const saved = { blobs: [] as Blob[], fileName: null as string | null };
  beforeEach(() => {
    saved.blobs.length = 0;
    saved.fileName = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.blobs.push(blob);
      return 'blob:download';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.fileName = this.download;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return saved;
}
