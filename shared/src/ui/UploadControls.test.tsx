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
  it('before an upload: picks a file and starts it; pause, resume and cancel are unavailable', async () => {
    const upload = renderControls('idle');
    const input = screen.getByLabelText('Chọn ảnh');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('PNG, JPEG.');
    expect(button('Tạm dừng')).toBeDisabled();
    expect(button('Tiếp tục')).toBeDisabled();
    expect(button('Hủy')).toBeDisabled();
    expect(button('Bỏ ảnh')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const chosen = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(input, chosen);
    await user.click(button('Tải lên'));
    expect(upload.start).toHaveBeenCalledWith(chosen);
  });

  it('while running: shows the progress and says so; only pause and cancel apply', async () => {
    const upload = renderControls('running');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải ảnh lên' })).toHaveAttribute('value', '40');
    expect(screen.getByText(messages.running(40))).toBeInTheDocument();
    expect(status()).toBe('running');
    expect(screen.getByLabelText('Chọn ảnh')).toBeDisabled();
    expect(button('Tải lên')).toBeDisabled();
    expect(button('Tiếp tục')).toBeDisabled();
    await userEvent.setup().click(button('Tạm dừng'));
    expect(upload.pause).toHaveBeenCalled();
  });

  it('while paused: resume or cancel', async () => {
    const upload = renderControls('paused');
    expect(screen.getByText(messages.paused(40))).toBeInTheDocument();
    expect(button('Tạm dừng')).toBeDisabled();
    const user = userEvent.setup();
    await user.click(button('Tiếp tục'));
    await user.click(button('Hủy'));
    expect(upload.resume).toHaveBeenCalled();
    expect(upload.cancel).toHaveBeenCalled();
  });

  it.each([
    ['success', 'Đã tải ảnh lên.'],
    ['canceled', 'Đã hủy tải lên.'],
  ] as const)('says %s, without a progress bar', (state, text) => {
    renderControls(state);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(status()).toBe(state);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button('Tải lên')).toBeEnabled();
  });

  it('announces an error', () => {
    renderControls('error', { error: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.');
    expect(status()).toBe('error');
  });
});
