import { useState } from 'react';
import { Link } from '@app/shared/router';
import { sendPasswordReset } from '@app/shared/auth/actions';
import { authResolver } from './authResolver';
import { useContractForm } from '@app/shared/forms/useContractForm';
import { authMessages } from '@app/shared/messages/auth';
import { authPath } from '@app/shared/routing/paths';
import { FormError } from '@app/shared/ui/Field';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { Button } from '@app/shared/ui/Button';
import { Notice } from '@app/shared/ui/Notice';
import styles from './auth.module.css';
import { EmailField } from './AuthFields';

const resolver = authResolver<{ email: string }>();

/** /forgot-password: sends the reset e-mail (docs/product.md §8 texts on failure). */
export function ForgotPasswordPage() {
  const t = authMessages;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm({ resolver, defaultValues: { email: '' } });

  const onSubmit = form.submit(async ({ email }) => {
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (e) {
      form.fail(e instanceof Error ? e.message : t.forgot.failed);
    }
  });
  const { error, ...email } = form.field('email', 'forgot-email');

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
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
            <EmailField {...email} invalid={Boolean(error)} />
            <FormError message={form.failure ?? error} />
            <Button type="submit" loading={form.busy}>
              {form.busy ? t.forgot.submitting : t.forgot.submit}
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
