import { useEffect } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { lessonVideoInput } from '@app/shared/contracts/browser';
import { useApiMutation } from '@app/shared/data/query';
import { schemaResolver } from '@app/shared/forms/schemaResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { commonMessages } from '@app/shared/messages/common';
import { usePosterUpload, useVideoUpload } from '@app/shared/uploads/mediaUploads';
import type { TusUpload } from '@app/shared/uploads/useTusUpload';
import { EMPTY_DRAFT, type VideoDraft } from './lessonsView';

const t = adminLessonsMessages;
const resolver = schemaResolver(lessonVideoInput, (draft: VideoDraft) => draft);
const errorText = (error: unknown) => (error instanceof Error ? error.message : commonMessages.errors.generic);

/** Stops an upload on its way (the server forgets it too) and forgets a finished one. */
const drop = (upload: Pick<TusUpload, 'cancel' | 'reset' | 'state'>) => {
  if (upload.state.status === 'running' || upload.state.status === 'paused') upload.cancel();
  upload.reset();
};

/**
 * A lesson's video form: the video and its poster go up (resumable, checked for type and size before a byte is
 * sent), each finished upload becomes the draft's id, and saving sends both to setLessonVideo, checked first by
 * its contract (both are required). `onSaved` is told what to announce.
 */
export function useVideoForm(courseId: string, lesson: LessonForEdit, onSaved: (message: string) => void) {
  const video = useVideoUpload(t.video);
  const poster = usePosterUpload(t.poster);
  const form = useContractForm({ resolver, defaultValues: EMPTY_DRAFT });
  const setting = useApiMutation('setLessonVideo');
  const { setValue } = form;
  const videoId = video.state.uploadId;
  const posterId = poster.state.uploadId;
  useEffect(() => setValue('uploadId', videoId ?? ''), [videoId, setValue]);
  useEffect(() => setValue('posterUploadId', posterId ?? ''), [posterId, setValue]);

  return {
    video,
    poster,
    busy: form.busy,
    failure: form.failure,
    errors: {
      uploadId: form.formState.errors.uploadId?.message,
      posterUploadId: form.formState.errors.posterUploadId?.message,
    },
    save: form.submit(async (value) => {
      try {
        await setting.mutateAsync({ courseId, lessonId: lesson.id, video: value });
        onSaved(t.saved(lesson.title));
      } catch (error) {
        form.fail(errorText(error));
      }
    }),
    /** Leaves the form: what is on its way stops, what finished is forgotten. */
    discard() {
      drop(video);
      drop(poster);
    },
  };
}

export type VideoForm = ReturnType<typeof useVideoForm>;

/** Removes the lesson's video; resolves with the server's refusal, or null once it is gone. */
export function useRemoveVideo(courseId: string, lessonId: string) {
  const removing = useApiMutation('setLessonVideo');
  return (): Promise<string | null> =>
    removing.mutateAsync({ courseId, lessonId, video: null }).then(() => null, errorText);
}
