import { useEffect, useMemo, useRef } from 'react';
import type { Lesson, LessonVideo as Video } from '@app/shared/contracts/academy';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiQuery } from '@app/shared/data/query';
import { academyMessages } from '@app/shared/messages/academy';
import { MediaVideo } from '@app/shared/ui/MediaVideo';
import { useAcademyCourse } from '../../app/useAcademyCourse';

const t = academyMessages.course;

type Props = { lesson: Lesson; video: Video; className?: string };

/**
 * A lesson's video, with its captions when it has them: their WebVTT text comes from the API (learners only)
 * and plays from a blob address of this page, so the player reads it without asking the API's origin.
 * The video's address expires (hours after the lesson was read): when it no longer plays, the course is read
 * again, once per address, and the player carries on from the new one where the learner was.
 */
export function LessonVideo({ lesson, video, className }: Props) {
  const captions = useApiQuery(
    'getLessonCaptions',
    { courseId: ACADEMY_COURSE_ID, lessonId: lesson.id },
    { enabled: video.captions === true },
  );
  const course = useAcademyCourse({ onDemand: true });
  const renewed = useRef(new Set<string>());
  const renew = (url: string) => {
    if (renewed.current.has(url)) return;
    renewed.current.add(url);
    void course.refetch();
  };
  const vtt = video.captions === true ? captions.data?.vtt : undefined;
  // One address per text, let go of when the text changes or the player leaves.
  const src = useMemo(
    () => (vtt === undefined ? null : URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }))),
    [vtt],
  );
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  return (
    <MediaVideo
      video={video}
      label={t.video(lesson.title)}
      className={className}
      captions={src ? { src, label: t.captionsLabel, srcLang: 'vi' } : null}
      onAddressFailed={renew}
    />
  );
}
