import { useState, type FormEvent } from 'react';
import { signUp } from '@app/shared/auth/actions';
import { toAuthError } from '@app/shared/auth/errors';
import { useReferralStore } from '@app/shared/referral/store';
import { authMessages } from '@app/shared/messages/auth';
import { Field, FormError } from '@app/shared/ui/Field';
import { Button } from '@app/shared/ui/Button';
import { PasswordRules } from './PasswordRules';
import { usePasswordCheck } from './usePasswordCheck';
import styles from './auth.module.css';
import { EmailField } from './EmailField';

/** Sign-up: registerUser (with the kept referral code), then sign-in (docs/product.md §7). */
export function SignUpForm() {
  const t = authMessages;
  const referralCode = useReferralStore((s) => s.code);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const check = usePasswordCheck(password);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(t.errors.emailRequired);
    if (!password) return setError(t.errors.passwordRequired);
    if (!check.isValid) return setError(t.errors.weakPassword);
    setError(null);
    setPending(true);
    try {
      await signUp({ email, password, displayName, referralCode });
    } catch (e) {
      setError(toAuthError(e).message);
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form="sign-up" aria-busy={pending}>
      {referralCode && <p className={styles.note}>{t.signUp.referral(referralCode)}</p>}
      <Field
        id="signup-name"
        label={t.fields.displayName}
        type="text"
        autoComplete="name"
        maxLength={80}
        value={displayName}
        hint={t.fields.displayNameHint}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <EmailField id="signup-email" value={email} onChange={setEmail} />
      <Field
        id="signup-password"
        label={t.fields.password}
        type="password"
        autoComplete="new-password"
        value={password}
        describedBy="signup-password-rules"
        invalid={password.length > 0 && !check.isValid}
        onChange={(e) => setPassword(e.target.value)}
        after={<PasswordRules id="signup-password-rules" rules={check.rules} />}
      />
      <FormError message={error} />
      <Button type="submit" loading={pending}>
        {pending ? t.signUp.submitting : t.signUp.submit}
      </Button>
    </form>
  );
}
