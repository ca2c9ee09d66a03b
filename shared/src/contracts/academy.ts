// Contracts of the academy calls: course progress and certificates (SPEC §3).
import { z } from 'zod';
import { id, isoDate, strict } from './common';

/** SPEC §9: the academy course id is a fixed constant. */
export const ACADEMY_COURSE_ID = 'hoc-vien-creator';
/** SPEC §9: 5.000.000 VND, one-time payment. */
export const ACADEMY_PRICE_VND = 5_000_000;

/** SPEC §5: progress needs both userId and courseId, else the answer is an empty list. */
export const getCourseProgressInput = strict({
  userId: z.string({ error: 'Mã người dùng không hợp lệ.' }).max(128, { error: 'Mã người dùng không hợp lệ.' }).optional(),
  courseId: z.string({ error: 'Mã khóa học không hợp lệ.' }).max(64, { error: 'Mã khóa học không hợp lệ.' }).optional(),
})
  .nullable()
  .optional();
export const getCourseProgressOutput = z.object({ completedLessons: z.array(z.string()) });

export const getCertificateInput = strict({ certId: id('Mã chứng nhận', 'Mã chứng nhận không hợp lệ.') });
export const certificateSchema = z.object({
  id: z.string(),
  userName: z.string(),
  courseName: z.string(),
  /** Percent, 0..100. */
  score: z.number().min(0).max(100),
  issuedAt: isoDate,
});
export type Certificate = z.infer<typeof certificateSchema>;
export const getCertificateOutput = certificateSchema;
