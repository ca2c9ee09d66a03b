import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TusUploadState, UploadStatus } from '@app/shared/uploads/useTusUpload';
import { imageUploadMessages } from '@app/shared/messages/imageUpload';
import { UploadControls } from './UploadControls';

const messages = { ...imageUploadMessages, success: 'Đã tải ảnh lên.' };

function renderControls(status: UploadStatus, more: Partial<TusUploadState> = {}) {
  const upload = {
    state: { status, percent: 40, error: null, uploadId: null, previewUrl: null, ...more },
    start: jest.fn(async () => undefined),
    pause: jest.fn(),
    resume: jest.fn(),
    cancel: jest.fn(),
    accept: ['image/png', 'image/jpeg'],
    messages: { ...messages, noFile: 'Chọn ảnh.', tooLarge: 'Quá lớn.', signedOut: 'Hãy đăng nhập.' },
  };
  render(
    <UploadControls upload={upload} id="pic" hint="PNG, JPEG.">
      <button type="button">Bỏ ảnh</button>
    </UploadControls>,
  );
  return upload;
}

const button = (name: string) => screen.getByRole('button', { name });
const status = () => document.querySelector('[data-upload-status]')?.getAttribute('data-upload-status');

describe('UploadControls', () => {
  it('before an upload: only the picker (in Vietnamese) and an upload button that waits for a file', async () => {
    const upload = renderControls('idle');
    const input = screen.getByLabelText('Chọn ảnh');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('PNG, JPEG.');
    expect(screen.getByText('Chọn tệp')).toBeInTheDocument();
    expect(screen.getByText('Chưa chọn tệp nào')).toBeInTheDocument();
    expect(button('Tải lên')).toBeDisabled();
    for (const name of ['Tạm dừng', 'Tiếp tục', 'Hủy']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(button('Bỏ ảnh')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const chosen = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(input, chosen);
    expect(screen.getByText('a.png')).toBeInTheDocument();
    await user.click(button('Tải lên'));
    expect(upload.start).toHaveBeenCalledWith(chosen);
  });

  it('while running: the progress, pause and cancel; nothing to upload or resume', async () => {
    const upload = renderControls('running');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải ảnh lên' })).toHaveAttribute('value', '40');
    expect(screen.getByText(messages.running(40))).toBeInTheDocument();
    expect(status()).toBe('running');
    expect(screen.getByLabelText('Chọn ảnh')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tải lên' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tiếp tục' })).not.toBeInTheDocument();
    expect(button('Hủy')).toBeEnabled();
    await userEvent.setup().click(button('Tạm dừng'));
    expect(upload.pause).toHaveBeenCalled();
  });

  it('while paused: resume or cancel', async () => {
    const upload = renderControls('paused');
    expect(screen.getByText(messages.paused(40))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạm dừng' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button('Tiếp tục'));
    await user.click(button('Hủy'));
    expect(upload.resume).toHaveBeenCalled();
    expect(upload.cancel).toHaveBeenCalled();
  });

  it.each([
    ['success', 'Đã tải ảnh lên.'],
    ['canceled', 'Đã hủy tải lên.'],
  ] as const)('says %s, without a progress bar or the running controls', (state, text) => {
    renderControls(state);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(status()).toBe(state);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy' })).not.toBeInTheDocument();
    expect(button('Tải lên')).toBeInTheDocument();
  });

  it('announces an error', () => {
    renderControls('error', { error: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.');
    expect(status()).toBe('error');
  });
});
