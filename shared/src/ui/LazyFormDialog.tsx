import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { FormDialogProps } from '@app/shared/ui/FormDialog';

// The form dialog's code (the dialog primitive, the form library) for a page that shows its opener to some
// viewers only, below its first screen (a review's "Báo cáo", the creator's "Trả lời"): it downloads when an
// opener is first drawn, not with the page. Until then the opener is drawn as it is, and a press on it (click,
// Enter, Space) is kept: the dialog opens as soon as its code is in.
const FormDialog = lazy(() =>
  import('@app/shared/ui/FormDialog').then((module) => ({
    default: module.FormDialog as ComponentType<FormDialogProps<string>>,
  })),
);

/** FormDialog, loaded on first use. */
export function LazyFormDialog<K extends string>(props: FormDialogProps<K>) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <span style={{ display: 'contents' }} onClickCapture={() => setPressed(true)}>
          {props.trigger}
        </span>
      }
    >
      <FormDialog {...(props as unknown as FormDialogProps<string>)} openOnMount={pressed} />
    </Suspense>
  );
}
