// The one dialog of every app, on Radix (focus trapped and given back, Escape and the overlay close it,
// title and description wired to aria-labelledby / aria-describedby). Two kinds:
// - `Dialog`: content (a demo, a form), closable by the user at any time;
// - `ConfirmDialog`: an alert dialog that asks before something that cannot be undone, and stays open
//   (unclosable) while the confirmed call is working.
import { useState, type ReactNode } from 'react';
import * as AlertPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { commonMessages } from '@app/shared/messages/common';
import { Button, type ButtonVariant } from '@app/shared/ui/Button';
import { useAttempt } from '@app/shared/ui/useAttempt';
import styles from './Dialog.module.css';

export type DialogProps = {
  /** The button that opens it; focus goes back to it on close. Without one, see `onCloseAutoFocus`. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title by screen readers; leave out only when the content says it all. */
  description?: ReactNode;
  /** The accessible name of the × button. */
  closeLabel: string;
  children?: ReactNode;
  /** 'md' (480 px) for forms and questions, 'lg' (680 px) for demos and previews. */
  size?: 'md' | 'lg';
  /** Where focus goes on close (default: the element that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra attributes on the content box (e.g. a data- attribute for styling or tests). */
  contentProps?: Record<`data-${string}`, string | undefined>;
};

/** A content dialog, controlled by its parent. */
export function Dialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  size = 'md',
  onCloseAutoFocus,
  contentProps,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          {...contentProps}
          className={`${styles.content} ${styles[size]}`}
          onCloseAutoFocus={onCloseAutoFocus}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </div>
          {description !== undefined && (
            <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
          )}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type ConfirmDialogProps = {
  /** The button that opens the dialog (rendered as the trigger: give it its own accessible name). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The button that does it, e.g. "Xóa"; `busyLabel` while it works, e.g. "Đang xóa…". */
  confirmLabel: string;
  busyLabel: string;
  /** The button that keeps things as they are (focused first: the safe choice). */
  cancelLabel: string;
  /** How the confirm button looks: 'danger' for deleting or cancelling something. */
  tone?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /**
   * Does it. Resolves with an error text to show in the dialog (which stays open for another try), or with
   * nothing to close it (a page that reports the outcome itself resolves with nothing either way).
   */
  onConfirm: () => Promise<string | null | void>;
};

/** Asks before an action; the action's call runs with both buttons locked and the dialog held open. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  // onConfirm reports its own failures; anything it let through still gets words, never silence.
  const { busy, failure: error, run, clear } = useAttempt(() => commonMessages.errors.generic);
  const confirm = () =>
    run(async () => {
      const failure = await onConfirm();
      if (!failure) setOpen(false);
      return failure;
    });

  return (
    <AlertPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        clear();
      }}
    >
      <AlertPrimitive.Trigger asChild>{trigger}</AlertPrimitive.Trigger>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={styles.overlay} />
        <AlertPrimitive.Content className={`${styles.content} ${styles.md}`}>
          <AlertPrimitive.Title className={styles.title}>{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className={styles.description}>{description}</AlertPrimitive.Description>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <AlertPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertPrimitive.Cancel>
            {/* Not AlertPrimitive.Action: it would close the dialog before the call has answered. */}
            <Button variant={tone} loading={busy} onClick={() => void confirm()}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
