// The captions of a lesson video: a WebVTT file, the format the browser's <track> reads. Checked the same way in
// the admin's browser (before sending) and by the API (the contract): the "WEBVTT" header, every cue's timing
// line well formed with its end after its start, at least one cue, and small enough to travel in one call.
import { LESSON_CAPTIONS_MAX_BYTES } from '../contracts/limits';

export const captionsMessages = {
  missing: 'Vui lòng chọn tệp phụ đề (.vtt).',
  header: 'Tệp phụ đề phải ở định dạng WebVTT: dòng đầu tiên là “WEBVTT”.',
  timing: (line: number) => `Dòng ${line}: thời gian không hợp lệ (ví dụ đúng: 00:01.000 --> 00:04.000).`,
  order: (line: number) => `Dòng ${line}: thời điểm kết thúc phải sau thời điểm bắt đầu.`,
  empty: 'Tệp phụ đề chưa có đoạn phụ đề nào.',
  tooLarge: `Tệp phụ đề quá lớn (tối đa ${Math.floor(LESSON_CAPTIONS_MAX_BYTES / 1000)} KB).`,
} as const;

export type CaptionsCheck = { ok: true; cues: number } | { ok: false; message: string };

const TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);

const ms = (hours: string | undefined, minutes: string, seconds: string, millis: string) =>
  ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);

/** UTF-8 length, as the call carries it. */
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** Whether `text` is a WebVTT file a lesson can carry, and how many cues it has. */
export function checkCaptions(text: string): CaptionsCheck {
  if (text.trim() === '') return { ok: false, message: captionsMessages.missing };
  if (bytesOf(text) > LESSON_CAPTIONS_MAX_BYTES) return { ok: false, message: captionsMessages.tooLarge };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { ok: false, message: captionsMessages.header };
  let cues = 0;
  let blockStart = true;
  let blockKind: 'cue' | 'other' | null = null;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.trim() === '') {
      blockStart = true;
      blockKind = null;
      continue;
    }
    if (blockStart) {
      blockStart = false;
      // A comment, a style or a region block carries no timing.
      blockKind = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(line) ? 'other' : null;
    }
    if (blockKind !== null || !line.includes('-->')) continue;
    const match = TIMING.exec(line);
    if (!match) return { ok: false, message: captionsMessages.timing(i + 1) };
    const start = ms(match[1], match[2], match[3], match[4]);
    const end = ms(match[5], match[6], match[7], match[8]);
    if (end <= start) return { ok: false, message: captionsMessages.order(i + 1) };
    blockKind = 'cue';
    cues += 1;
  }
  return cues > 0 ? { ok: true, cues } : { ok: false, message: captionsMessages.empty };
}
