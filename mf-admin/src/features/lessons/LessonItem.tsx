import { useRef, useState } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Button } from '@app/shared/ui/Button';
import { posterUrl } from '@app/shared/ui/MediaVideo';
import { ActionDialog } from '../../app/ActionDialog';
import { videoState } from './lessonsView';
import { useRemoveVideo } from './useLessonVideo';
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

/** One lesson: its place, its video's state and poster; add or replace the video (a form in place), or remove it. */
export function LessonItem({ courseId, lesson, onDone, focusAfter }: Props) {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const remove = useRemoveVideo(courseId, lesson.id);
  const { video } = lesson;
  const close = () => {
    setEditing(false);
    // The form's place is taken back by the buttons: focus returns to the one that opened it.
    requestAnimationFrame(() => opener.current?.focus());
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
        </div>
      </div>
      {editing ? (
        <VideoForm
          courseId={courseId}
          lesson={lesson}
          onSaved={(message) => {
            onDone(message);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            ref={opener}
            size="sm"
            variant={video ? 'secondary' : 'primary'}
            aria-label={video ? t.replaceFor(lesson.title) : t.addFor(lesson.title)}
            onClick={() => setEditing(true)}
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
              onSubmit={remove}
              focusAfterSuccess={focusAfter}
              done={{ message: t.removed(lesson.title), say: onDone }}
            />
          )}
        </div>
      )}
    </li>
  );
}
