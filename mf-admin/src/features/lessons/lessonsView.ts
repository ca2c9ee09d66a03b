// Pure views of the lesson page: a video's state in words, and what the video form sends.
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { formatCount, formatNumber } from '@app/shared/format';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';

const t = adminLessonsMessages;

/** 190 339 → '186 KB', 12 345 678 → '11,8 MB' (1 KB = 1024 bytes, as the limits are written). */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** 'Có video · MP4 · 186 KB', or 'Chưa có video'. */
export function videoState(video: LessonForEdit['video']): string {
  if (!video) return t.noVideo;
  return t.hasVideo(video.type === 'video/mp4' ? 'MP4' : 'WebM', formatSize(video.bytes));
}

/** 'Có phụ đề · 12 đoạn', or 'Chưa có phụ đề'. */
export function captionsState(captions: LessonForEdit['captions']): string {
  return captions ? t.captions.has(captions.cues) : t.captions.none;
}

/** The form's draft: the finished uploads' ids ('' until each is uploaded: the contract names what is missing). */
export type VideoDraft = { uploadId: string; posterUploadId: string };

export const EMPTY_DRAFT: VideoDraft = { uploadId: '', posterUploadId: '' };
