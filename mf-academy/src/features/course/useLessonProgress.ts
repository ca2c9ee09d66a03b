import { useEffect } from 'react';
import type { Course, CourseProgress } from '@app/shared/contracts/academy';
import { apiKey, useApiMutation, type DataClient } from '@app/shared/data/query';

/** Writes the server's answer into the cached course, so the outline and bar move without a refetch. */
function patchProgress(client: DataClient, courseId: string, patch: (progress: CourseProgress) => CourseProgress) {
  client.setQueryData<Course>(apiKey('getCourse', { courseId }), (course) =>
    course
      ? {
          ...course,
          progress: patch(course.progress ?? { completedLessons: [], lastLessonId: null, lastActivityAt: null }),
        }
      : course,
  );
}

/**
 * The player's writes: 'Đánh dấu hoàn thành' (idempotent on the server) and, each time a lesson is shown,
 * `openLesson`, so 'Học tiếp' finds it again on any device.
 */
export function useLessonProgress(courseId: string, lessonId: string | null) {
  const complete = useApiMutation('completeLesson', {
    onSuccess: (output, _input, client) =>
      patchProgress(client, courseId, (progress) => ({ ...progress, completedLessons: output.completedLessons })),
  });
  const open = useApiMutation('openLesson', {
    onSuccess: (output, _input, client) => patchProgress(client, courseId, () => output),
  });

  const { mutate: openMutate } = open;
  useEffect(() => {
    // Remembering the place is a convenience: a failure is not worth interrupting the lesson for.
    if (lessonId) openMutate({ courseId, lessonId });
  }, [courseId, lessonId, openMutate]);

  return complete;
}
