import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@app/shared/ui/Button';
import { FormDialog, type FormDialogField, type FormDialogProps } from '@app/shared/ui/FormDialog';
import styles from './admin.module.css';

/** The button that opens the dialog: its text and, when the text alone does not say on what, its own name. */
export type Opener = {
  label: ReactNode;
  name?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
};

type Props<K extends string> = Omit<FormDialogProps<K>, 'trigger' | 'fields'> & {
  opener: Opener;
  /** What it asks for first (a reason, a reference); none when confirming is enough. */
  fields?: readonly FormDialogField<K>[];
  /** Once the action is done: what to announce, and to whom (the page's status line). */
  done?: { message: string; say: (message: string) => void };
};

/**
 * An admin's decision on one item (approve, reject, mark paid, revoke…): a button that opens a dialog asking
 * what the action needs, runs it, keeps a refusal in the dialog, and announces what was done.
 */
export function ActionDialog<K extends string>({ opener, fields = [], done, onSubmit, ...dialog }: Props<K>) {
  const { label, name, variant, size, disabled } = opener;
  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button variant={variant} size={size} disabled={disabled} aria-label={name}>
          {label}
        </Button>
      }
      fields={fields}
      onSubmit={async (values) => {
        const error = await onSubmit(values);
        if (!error && done) done.say(done.message);
        return error;
      }}
    />
  );
}

/** The words of a refusal with a reason: the button, its name for an item, the dialog's title, the reason field. */
export type RefusalMessages = {
  reject: string;
  rejectOf: (name: string) => string;
  rejectTitle: (name: string) => string;
  reason: string;
  reasonRequired: string;
  /** The confirming button, when it does not just repeat `reject`. */
  confirm?: string;
  rejecting: string;
  cancel: string;
};

export type RefusalProps = {
  messages: RefusalMessages;
  /** What is refused (its title or name), in the button's name and the dialog's title. */
  name: string;
  description: string;
  disabled?: boolean;
  /** Does it with the reason: resolves with the server's refusal, or null once done. */
  onReject: (reason: string) => Promise<string | null>;
  focusAfterSuccess: () => HTMLElement | null;
};

/** A refusal (reject an application or a product, take a product off sale) with the reason its owner is told. */
export function RefusalDialog({ messages: t, name, description, disabled, onReject, focusAfterSuccess }: RefusalProps) {
  return (
    <ActionDialog
      opener={{ label: t.reject, name: t.rejectOf(name), variant: 'danger', size: 'sm', disabled }}
      title={t.rejectTitle(name)}
      description={description}
      fields={[{ name: 'reason', label: t.reason, multiline: true, required: t.reasonRequired, maxLength: 1000 }]}
      submitLabel={t.confirm ?? t.reject}
      busyLabel={t.rejecting}
      cancelLabel={t.cancel}
      tone="danger"
      onSubmit={({ reason }) => onReject(reason)}
      focusAfterSuccess={focusAfterSuccess}
    />
  );
}

/**
 * The decision on an item waiting for review, at the foot of its entry: what accepts it when that is a step of
 * its own (a button, a dialog), then the refusal with the reason its owner is told.
 */
export function Decisions({ accept, refusal }: { accept?: ReactNode; refusal: RefusalProps }) {
  return (
    <div className={styles.decisions}>
      {accept}
      <RefusalDialog {...refusal} />
    </div>
  );
}
