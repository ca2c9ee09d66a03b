import { useState, type FormEvent } from 'react';
import { Link } from '@app/shared/router';
import { signIn } from '@app/shared/auth/actions';
import { toAuthError } from '@app/shared/auth/errors';
import { authMessages } from '@app/shared/messages/auth';
import { paths } from '@app/shared/routing/paths';
import { Field, FormError } from '@app/shared/ui/Field';
import { Button } from '@app/shared/ui/Button';
import styles from './auth.module.css';
import { EmailField } from './EmailField';

/** E-mail and password sign-in. The button shows progress and cannot be submitted twice. */
export function SignInForm() {
  const t = authMessages;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(t.errors.emailRequired);
    if (!password) return setError(t.errors.passwordRequired);
    setError(null);
    setPending(true);
    try {
      await signIn(email, password);
      // The page follows `redirect` once the session is signed in.
    } catch (e) {
      setError(toAuthError(e).message);
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form="sign-in" aria-busy={pending}>
      <EmailField id="signin-email" value={email} onChange={setEmail} invalid={error === t.errors.emailRequired} />
      <Field
        id="signin-password"
        label={t.fields.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={error} />
      <Button type="submit" loading={pending}>
        {pending ? t.signIn.submitting : t.signIn.submit}
      </Button>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>{t.signIn.forgot}</Link>
      </div>
    </form>
  );
}
