import { useRef, useState } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Button } from '@app/shared/ui/Button';
import { posterUrl } from '@app/shared/ui/MediaVideo';
import { ActionDialog } from '../../app/ActionDialog';
import { CaptionsForm } from './CaptionsForm';
import { captionsState, videoState } from './lessonsView';
import { useLessonRemovals } from './useLessonVideo';
import { VideoForm } from './VideoForm';
import styles from './lessons.module.css';

const t = adminLessonsMessages;

type Props = {
  courseId: string;
  lesson: LessonForEdit;
  /** Announces what was done (the page's status line). */
  onDone: (message: string) => void;
  /** Where focus goes once the remove button is gone with the video. */
  focusAfter: () => HTMLElement | null;
};

/**
 * One lesson: its place, its video's state and poster, its captions' state; add or replace the video or the
 * captions (a form in place of the buttons), or remove either.
 */
export function LessonItem({ courseId, lesson, onDone, focusAfter }: Props) {
  const [editing, setEditing] = useState<'video' | 'captions' | null>(null);
  const videoOpener = useRef<HTMLButtonElement>(null);
  const captionsOpener = useRef<HTMLButtonElement>(null);
  const remove = useLessonRemovals(courseId, lesson.id);
  const { video } = lesson;
  const captions = lesson.captions ?? null;
  const close = () => {
    const opener = editing === 'captions' ? captionsOpener : videoOpener;
    setEditing(null);
    // The form's place is taken back by the buttons: focus returns to the one that opened it.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const saved = (message: string) => {
    onDone(message);
    close();
  };

  return (
    <li className={styles.lesson}>
      <div className={styles.summary}>
        {video?.poster ? (
          <img
            className={styles.poster}
            src={posterUrl(video.poster, 480)}
            alt=""
            width={160}
            height={90}
            loading="lazy"
          />
        ) : (
          <span className={`${styles.poster} ${styles.noPoster}`} aria-hidden="true" />
        )}
        <div className={styles.text}>
          <p className={styles.position}>{t.lessonOf(lesson.position)}</p>
          <h3 className={styles.title}>{lesson.title}</h3>
          <p className={video ? styles.hasVideo : styles.noVideo}>{videoState(video)}</p>
          {video && <p className={captions ? styles.hasVideo : styles.noVideo}>{captionsState(captions)}</p>}
        </div>
      </div>
      {editing === 'video' && <VideoForm courseId={courseId} lesson={lesson} onSaved={saved} onCancel={close} />}
      {editing === 'captions' && <CaptionsForm courseId={courseId} lesson={lesson} onSaved={saved} onCancel={close} />}
      {editing === null && (
        <div className={styles.actions}>
          <Button
            ref={videoOpener}
            size="sm"
            variant={video ? 'secondary' : 'primary'}
            aria-label={video ? t.replaceFor(lesson.title) : t.addFor(lesson.title)}
            onClick={() => setEditing('video')}
          >
            {video ? t.replace : t.add}
          </Button>
          {video && (
            <ActionDialog
              opener={{ label: t.remove, name: t.removeFor(lesson.title), variant: 'danger', size: 'sm' }}
              title={t.removeTitle(lesson.title)}
              description={t.removeBody}
              submitLabel={t.remove}
              busyLabel={t.removing}
              cancelLabel={t.cancel}
              tone="danger"
              onSubmit={remove.video}
              focusAfterSuccess={focusAfter}
              done={{ message: t.removed(lesson.title), say: onDone }}
            />
          )}
          {video && (
            <Button
              ref={captionsOpener}
              size="sm"
              variant="secondary"
              aria-label={captions ? t.captions.replaceFor(lesson.title) : t.captions.addFor(lesson.title)}
              onClick={() => setEditing('captions')}
            >
              {captions ? t.captions.replace : t.captions.add}
            </Button>
          )}
          {video && captions && (
            <ActionDialog
              opener={{
                label: t.captions.remove,
                name: t.captions.removeFor(lesson.title),
                variant: 'danger',
                size: 'sm',
              }}
              title={t.captions.removeTitle(lesson.title)}
              description={t.captions.removeBody}
              submitLabel={t.captions.remove}
              busyLabel={t.removing}
              cancelLabel={t.cancel}
              tone="danger"
              onSubmit={remove.captions}
              focusAfterSuccess={() => captionsOpener.current}
              done={{ message: t.captions.removed(lesson.title), say: onDone }}
            />
          )}
        </div>
      )}
    </li>
  );
}
