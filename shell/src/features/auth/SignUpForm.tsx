import { signUp } from '@app/shared/auth/actions';
import { toAuthError } from '@app/shared/auth/errors';
import { authResolver } from './authResolver';
import { useContractForm, useWatch } from '@app/shared/forms/useContractForm';
import { useReferralStore } from '@app/shared/referral/store';
import { authMessages } from '@app/shared/messages/auth';
import { Field, FormError } from '@app/shared/ui/Field';
import { Button } from '@app/shared/ui/Button';
import { Link } from '@app/shared/router';
import { commonMessages } from '@app/shared/messages/common';
import { paths } from '@app/shared/routing/paths';
import { PasswordRules } from './PasswordRules';
import { usePasswordCheck } from './usePasswordCheck';
import styles from './auth.module.css';
import { EmailField, PasswordField } from './AuthFields';

type SignUpDraft = { displayName: string; email: string; password: string };

const resolver = authResolver<SignUpDraft>({ newAccount: true });

/** Sign-up: registerUser (with the kept referral code), then sign-in (docs/product.md §7). */
export function SignUpForm() {
  const t = authMessages;
  const referralCode = useReferralStore((s) => s.code);
  const form = useContractForm({ resolver, defaultValues: { displayName: '', email: '', password: '' } });
  const typed = useWatch({ control: form.control, name: 'password' });
  // The sign-in service's own password policy, checked as the user types.
  const check = usePasswordCheck(typed);

  const onSubmit = form.submit(async ({ email, password, displayName }) => {
    if (!check.isValid) return form.fail(t.errors.weakPassword);
    try {
      await signUp({ email, password, displayName, referralCode });
    } catch (e) {
      form.fail(toAuthError(e).message);
    }
  });
  const { error: _nameError, ...displayName } = form.field('displayName', 'signup-name');
  const { error: emailError, ...email } = form.field('email', 'signup-email');
  const { error: passwordError, ...password } = form.field('password', 'signup-password');

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-form="sign-up" aria-busy={form.busy}>
      {referralCode && <p className={styles.note}>{t.signUp.referral(referralCode)}</p>}
      <Field
        {...displayName}
        label={t.fields.displayName}
        type="text"
        autoComplete="name"
        maxLength={80}
        hint={t.fields.displayNameHint}
      />
      <EmailField {...email} invalid={Boolean(emailError)} />
      <PasswordField
        {...password}
        autoComplete="new-password"
        describedBy="signup-password-rules"
        invalid={Boolean(passwordError) || (typed.length > 0 && !check.isValid)}
        after={<PasswordRules id="signup-password-rules" rules={check.rules} />}
      />
      <FormError message={form.failure ?? form.firstError} />
      <Button type="submit" loading={form.busy}>
        {form.busy ? t.signUp.submitting : t.signUp.submit}
      </Button>
      <p className={styles.note}>
        {t.signUp.termsBefore} <Link to={paths.terms}>{commonMessages.footer.terms}</Link> {t.signUp.termsAnd}{' '}
        <Link to={paths.privacy}>{commonMessages.footer.privacy}</Link>.
      </p>
    </form>
  );
}
