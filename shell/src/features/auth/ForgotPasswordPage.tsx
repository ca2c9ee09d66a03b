import { useState, type FormEvent } from 'react';
import { Link } from '@app/shared/router';
import { sendPasswordReset } from '@app/shared/auth/actions';
import { authMessages } from '@app/shared/messages/auth';
import { authPath } from '@app/shared/routing/paths';
import { FormError } from '@app/shared/ui/Field';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import styles from './auth.module.css';
import { EmailField } from './EmailField';

/** /forgot-password: sends the reset e-mail (docs/product.md §8 texts on failure). */
export function ForgotPasswordPage() {
  const t = authMessages;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(t.errors.emailRequired);
    setError(null);
    setPending(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : t.forgot.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <PageFrame title={t.forgot.title} lead={t.forgot.lead}>
      <div className={styles.card}>
        {sentTo ? (
          <div className={styles.form}>
            <Notice kind="info" title={t.forgot.sentTitle} titleAs="h2">
              {t.forgot.sent(sentTo)}
            </Notice>
            <Link to={authPath()}>{t.forgot.backToSignIn}</Link>
          </div>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending}>
            <EmailField id="forgot-email" value={email} onChange={setEmail} />
            <FormError message={error} />
            <Button type="submit" loading={pending}>
              {pending ? t.forgot.submitting : t.forgot.submit}
            </Button>
            <div className={styles.links}>
              <Link to={authPath()}>{t.forgot.backToSignIn}</Link>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
