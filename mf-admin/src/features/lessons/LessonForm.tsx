import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { LessonForEdit } from '@app/shared/contracts/academy';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { Button } from '@app/shared/ui/Button';
import { FormError } from '@app/shared/ui/Field';
import styles from './lessons.module.css';

const t = adminLessonsMessages;

/** What a lesson's form (its video, its captions) is given by the lesson it opens in. */
export type LessonFormProps = {
  courseId: string;
  lesson: LessonForEdit;
  /** Saved: what to announce (the form closes). */
  onSaved: (message: string) => void;
  onCancel: () => void;
};

type Props = {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  failure: string | undefined;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The frame of a lesson's form, opened in place of the lesson's buttons: its title (focused when it opens),
 * its fields, the refusal, then save and close.
 */
export function LessonForm({ id, title, busy, failure, submitLabel, onSubmit, onClose, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={id} aria-busy={busy} noValidate>
      <h4 id={id} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {title}
      </h4>
      {children}
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {busy ? t.saving : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </form>
  );
}
