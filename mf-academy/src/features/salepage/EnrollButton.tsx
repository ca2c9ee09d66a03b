import { lazy, Suspense, useRef, useState } from 'react';
import { useAuthStore } from '@app/shared/auth/store';
import { academyMessages } from '@app/shared/messages/academy';
import { useNavigate } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { useAcademyCourse } from '../../app/useAcademyCourse';
import styles from './SalesPage.module.css';

// The sign-in dialog (and the dialog library under it) is only for a signed-out visitor who presses the
// button: it loads then, or earlier when such a visitor points at or focuses the button, so the sales page
// itself does not carry it.
const loadSignInDialog = () => import('./SignInDialog');
const SignInDialog = lazy(() => loadSignInDialog().then((m) => ({ default: m.SignInDialog })));

type Props = { size?: 'md' | 'lg'; block?: boolean };

/**
 * The enrol button: to the review step, where the order is opened only once the learner confirms; signed out,
 * a dialog asks to sign in first (docs/product.md §8) and comes back to the review step. An owner gets 'Vào học'.
 */
export function EnrollButton({ size = 'lg', block = false }: Props) {
  const auth = useAuthStore((state) => state.status);
  const course = useAcademyCourse();
  const navigate = useNavigate();
  const [askSignIn, setAskSignIn] = useState(false);
  // Mounted from the first ask on (not before), and kept: closing gives focus back from inside the dialog.
  const [askedSignIn, setAskedSignIn] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (course.data?.owned) {
    return (
      <ButtonLink to={paths.myCourse} size={size} block={block}>
        {academyMessages.common.enter}
      </ButtonLink>
    );
  }

  const signedIn = auth === 'signed-in';
  const onClick = () => {
    if (signedIn) return void navigate(paths.courseReview);
    setAskedSignIn(true);
    setAskSignIn(true);
  };
  const preload = signedIn ? undefined : () => void loadSignInDialog();
  return (
    <div className={styles.enroll}>
      <Button
        ref={button}
        size={size}
        block={block}
        disabled={auth === 'checking'}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {academyMessages.salesPage.enroll}
      </Button>
      {askedSignIn && (
        <Suspense fallback={null}>
          <SignInDialog
            open={askSignIn}
            onOpenChange={setAskSignIn}
            onCloseAutoFocus={(event) => {
              // The dialog has no trigger of its own (the button enrols when signed in): focus goes back to it.
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
