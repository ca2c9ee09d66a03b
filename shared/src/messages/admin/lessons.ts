// Vietnamese texts of the admin area: the academy's lessons (/admin/lessons) and the video each one carries.
import { commonMessages } from '@app/shared/messages/common';
import { productMediaMessages } from '@app/shared/messages/productMedia';

const AREA = commonMessages.nav.admin;
const video = productMediaMessages.video;

export const adminLessonsMessages = {
  eyebrow: AREA,
  title: 'Bài học',
  lead: 'Video của từng bài học trong khóa học viện: tải lên, thay hoặc gỡ. Học viên thấy video phía trên nội dung bài.',
  loading: 'Đang tải bài học…',
  loadFailed: 'Không thể tải danh sách bài học.',
  empty: 'Khóa học chưa có bài học nào.',
  course: (title: string) => `Khóa học: ${title}`,
  lessonOf: (position: number) => `Bài ${position}`,
  hasVideo: (kind: string, size: string) => `Có video · ${kind} · ${size}`,
  noVideo: 'Chưa có video',
  add: 'Thêm video',
  replace: 'Thay video',
  remove: 'Gỡ video',
  addFor: (title: string) => `Thêm video cho “${title}”`,
  replaceFor: (title: string) => `Thay video của “${title}”`,
  removeFor: (title: string) => `Gỡ video của “${title}”`,
  formTitle: (title: string) => `Video cho “${title}”`,
  formHint:
    'Tải lên video và ảnh xem trước, rồi bấm Lưu video. Video đang có vẫn hiển thị cho học viên cho đến khi bạn lưu.',
  save: 'Lưu video',
  saving: 'Đang lưu…',
  /** Leaves the form (what is uploading stops): not the uploads' own 'Hủy'. */
  close: 'Đóng, không lưu',
  cancel: 'Hủy',
  saved: (title: string) => `Đã lưu video cho “${title}”.`,
  removeTitle: (title: string) => `Gỡ video của “${title}”?`,
  removeBody: 'Học viên sẽ không còn thấy video này trong bài học. Nội dung bài học giữ nguyên.',
  removing: 'Đang gỡ…',
  removed: (title: string) => `Đã gỡ video của “${title}”.`,
  /** The video's captions: a WebVTT file read in the browser, checked, then saved with the lesson. */
  captions: {
    has: (cues: number) => `Có phụ đề · ${cues} đoạn`,
    none: 'Chưa có phụ đề',
    add: 'Thêm phụ đề',
    replace: 'Thay phụ đề',
    remove: 'Gỡ phụ đề',
    addFor: (title: string) => `Thêm phụ đề cho “${title}”`,
    replaceFor: (title: string) => `Thay phụ đề của “${title}”`,
    removeFor: (title: string) => `Gỡ phụ đề của “${title}”`,
    formTitle: (title: string) => `Phụ đề cho “${title}”`,
    choose: 'Chọn tệp phụ đề',
    hint: 'Tệp WebVTT (.vtt) khớp thời gian với video này, tối đa 56 KB. Học viên bật hoặc tắt phụ đề trong trình phát. Khi thay video, phụ đề cũ được gỡ theo.',
    chosen: (name: string, cues: number) => `${name} · ${cues} đoạn phụ đề`,
    unreadable: 'Không đọc được tệp này. Hãy chọn một tệp văn bản .vtt.',
    save: 'Lưu phụ đề',
    saved: (title: string) => `Đã lưu phụ đề cho “${title}”.`,
    removeTitle: (title: string) => `Gỡ phụ đề của “${title}”?`,
    removeBody: 'Học viên sẽ không còn thấy phụ đề khi xem video này. Video giữ nguyên.',
    removed: (title: string) => `Đã gỡ phụ đề của “${title}”.`,
  },
  /** The two uploads of the form: their controls and refusals (wrong type, too large) in the lesson's words. */
  video: {
    ...video,
    section: 'Video bài học',
    hint: 'Một video MP4 hoặc WebM, tối đa 100 MB. Video được phát nguyên bản như bạn tải lên (máy chủ không chuyển mã), nên hãy dùng H.264/AAC hoặc VP9/Opus để mọi trình duyệt phát được.',
    success: 'Đã tải video lên.',
  },
  poster: {
    ...video.poster,
    section: 'Ảnh xem trước (bắt buộc)',
    hint: 'Ảnh JPEG, PNG hoặc WebP, tối đa 10 MB, tối thiểu 320×240 px; nên dùng khung 16:9. Ảnh hiện trước khi video phát.',
    success: 'Đã tải ảnh xem trước lên.',
  },
} as const;
