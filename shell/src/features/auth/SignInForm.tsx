import { Link } from '@app/shared/router';
import { signIn } from '@app/shared/auth/actions';
import { toAuthError } from '@app/shared/auth/errors';
import { authResolver } from './authResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { authMessages } from '@app/shared/messages/auth';
import { paths } from '@app/shared/routing/paths';
import { FormError } from '@app/shared/ui/Field';
import { Button } from '@app/shared/ui/Button';
import styles from './auth.module.css';
import { EmailField, PasswordField } from './AuthFields';

type SignInDraft = { email: string; password: string };

const resolver = authResolver<SignInDraft>();

/** E-mail and password sign-in. The button shows progress and cannot be submitted twice. */
export function SignInForm() {
  const t = authMessages;
  const form = useContractForm({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = form.submit(async ({ email, password }) => {
    try {
      await signIn(email, password);
      // The page follows `redirect` once the session is signed in.
    } catch (e) {
      form.fail(toAuthError(e).message);
    }
  });
  // The auth forms say what is wrong in one line under the fields; the field concerned is marked.
  const { error: emailError, ...email } = form.field('email', 'signin-email');
  const { error: passwordError, ...password } = form.field('password', 'signin-password');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form="sign-in" aria-busy={form.busy}>
      <EmailField {...email} invalid={Boolean(emailError)} />
      <PasswordField {...password} autoComplete="current-password" invalid={Boolean(passwordError)} />
      <FormError message={form.failure ?? form.firstError} />
      <Button type="submit" loading={form.busy}>
        {form.busy ? t.signIn.submitting : t.signIn.submit}
      </Button>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>{t.signIn.forgot}</Link>
      </div>
    </form>
  );
}
