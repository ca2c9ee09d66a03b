import { authMessages } from '@app/shared/messages/auth';
import type { PasswordRule } from '@app/shared/auth/password';
import styles from './auth.module.css';

/** The policy's rules, each marked met or not while the user types (announced politely). */
export function PasswordRules({ id, rules }: { id: string; rules: PasswordRule[] }) {
  return (
    <div id={id}>
      <p className={styles.hint}>{authMessages.signUp.rulesTitle}</p>
      <ul className={styles.rules} aria-live="polite">
        {rules.map((rule) => (
          <li key={rule.id} className={rule.met ? `${styles.rule} ${styles.ruleMet}` : styles.rule} data-met={rule.met}>
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span>
            <span>
              {rule.label}
              <span className="visually-hidden"> ({rule.met ? authMessages.rules.met : authMessages.rules.unmet})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
