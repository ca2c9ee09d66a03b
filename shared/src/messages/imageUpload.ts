// What every image upload says (the profile's avatar, a product's thumbnail): the controls, the progress and
// the refusals both share. Each catalogue spreads these in and adds its own hint, success and size limit.
import { formatPercent } from '@app/shared/format';

export const imageUploadMessages = {
  choose: 'Chọn ảnh',
  upload: 'Tải lên',
  pause: 'Tạm dừng',
  resume: 'Tiếp tục',
  cancel: 'Hủy',
  progressLabel: 'Tiến độ tải ảnh lên',
  running: (percent: number) => `Đang tải lên… ${formatPercent(percent)}`,
  paused: (percent: number) => `Đã tạm dừng ở ${formatPercent(percent)}.`,
  canceled: 'Đã hủy tải lên.',
  noFile: 'Vui lòng chọn một tệp ảnh.',
  notImage: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.',
  failed: 'Không thể tải ảnh lên. Vui lòng thử lại.',
};
