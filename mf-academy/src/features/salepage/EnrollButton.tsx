import { useRef, useState } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import { academyMessages } from '@app/shared/messages/academy';
import { authPath, paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Dialog } from '@app/shared/ui/Dialog';
import { useAcademyCourse } from '../../app/useAcademyCourse';
import { useEnroll } from './useEnroll';
import styles from './SalesPage.module.css';

const t = academyMessages.enroll;

/** SPEC §8: signed out, enrolling asks to sign in or register, then comes back here. */
type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void };

function SignInDialog({ open, onOpenChange, onCloseAutoFocus }: DialogProps) {
  const back = authPath(paths.salepage);
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

type Props = { size?: 'md' | 'lg'; block?: boolean };

/** The enrol button (SPEC §4 states); an owner gets 'Vào học' instead. */
export function EnrollButton({ size = 'lg', block = false }: Props) {
  const auth = useAuthStore((state) => state.status);
  const course = useAcademyCourse();
  const { state, enroll } = useEnroll();
  const [askSignIn, setAskSignIn] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (course.data?.owned) {
    return (
      <ButtonLink to={paths.myCourse} size={size} block={block}>
        {academyMessages.common.enter}
      </ButtonLink>
    );
  }

  const loading = state.status === 'loading';
  const onClick = () => {
    if (auth !== 'signed-in') setAskSignIn(true);
    else void enroll();
  };
  return (
    <div className={styles.enroll}>
      <Button ref={button} size={size} block={block} loading={loading} disabled={auth === 'checking'} onClick={onClick}>
        {loading ? t.enrolling : academyMessages.salesPage.enroll}
      </Button>
      {state.status === 'idle' && state.error && (
        <p className={styles.enrollError} role="alert">
          {state.error}
        </p>
      )}
      <SignInDialog
        open={askSignIn}
        onOpenChange={setAskSignIn}
        onCloseAutoFocus={(event) => {
          // The dialog has no trigger of its own (the button enrols when signed in): focus goes back to it.
          event.preventDefault();
          button.current?.focus();
        }}
      />
    </div>
  );
}
