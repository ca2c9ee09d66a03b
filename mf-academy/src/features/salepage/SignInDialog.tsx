import { academyMessages } from '@app/shared/messages/academy';
import { authPath, paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Dialog } from '@app/shared/ui/Dialog';
import styles from './SalesPage.module.css';

const t = academyMessages.enroll;

export type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** docs/product.md §8: signed out, enrolling asks to sign in or register, then goes on to the review step. */
export function SignInDialog({ open, onOpenChange, onCloseAutoFocus }: SignInDialogProps) {
  const back = authPath(paths.courseReview);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.signInTitle}
      description={t.signInNeeded}
      closeLabel={t.close}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className={styles.dialogActions}>
        <ButtonLink to={back}>{t.signIn}</ButtonLink>
        <ButtonLink to={`${back}&mode=signup`} variant="secondary">
          {t.register}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
