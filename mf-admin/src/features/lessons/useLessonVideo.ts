import { useEffect, useState, type ChangeEvent } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { captionsFormInput, lessonVideoInput } from '@app/shared/contracts/browser';
import { checkCaptions } from '@app/shared/captions/webvtt';
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
const captionsResolver = schemaResolver(captionsFormInput, (draft: { captions: string }) => draft);
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

/** A chosen file's text (UTF-8). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/**
 * A lesson's captions form: the chosen file is read here and checked by the contract at once (what is wrong,
 * with its line, under the picker); saving sends the text to setLessonCaptions. `onSaved` is told what to
 * announce.
 */
export function useCaptionsForm(courseId: string, lesson: LessonForEdit, onSaved: (message: string) => void) {
  const form = useContractForm({ resolver: captionsResolver, defaultValues: { captions: '' } });
  const setting = useApiMutation('setLessonCaptions');
  const [chosen, setChosen] = useState<string | null>(null);
  const { setValue } = form;

  return {
    busy: form.busy,
    failure: form.failure,
    error: form.formState.errors.captions?.message,
    /** The file and its cue count once it reads as captions. */
    chosen,
    async choose(event: ChangeEvent<HTMLInputElement>) {
      const file = event.currentTarget.files?.[0];
      setChosen(null);
      if (!file) return setValue('captions', '', { shouldValidate: false });
      const text = await readText(file).catch(() => null);
      if (text === null) return form.setError('captions', { message: t.captions.unreadable });
      setValue('captions', text);
      await form.trigger('captions');
      const check = checkCaptions(text);
      if (check.ok) setChosen(t.captions.chosen(file.name, check.cues));
    },
    save: form.submit(async ({ captions }) => {
      try {
        await setting.mutateAsync({ courseId, lessonId: lesson.id, captions });
        onSaved(t.captions.saved(lesson.title));
      } catch (error) {
        form.fail(errorText(error));
      }
    }),
  };
}

/** Removes the lesson's video, or its captions: each resolves with the server's refusal, or null once gone. */
export function useLessonRemovals(courseId: string, lessonId: string) {
  const video = useApiMutation('setLessonVideo');
  const captions = useApiMutation('setLessonCaptions');
  const settle = (done: Promise<unknown>): Promise<string | null> => done.then(() => null, errorText);
  return {
    video: () => settle(video.mutateAsync({ courseId, lessonId, video: null })),
    captions: () => settle(captions.mutateAsync({ courseId, lessonId, captions: null })),
  };
}
