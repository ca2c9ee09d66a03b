// Password rules come from the sign-in service's policy (Firebase `validatePassword`); when the service has
// none (or cannot be asked, as the Auth emulator), the default minimum length of 6 applies (docs/product.md §5).
import type { PasswordValidationStatus } from '@app/shared/firebase/client';
import { authMessages } from '@app/shared/messages/auth';
import { PASSWORD_MIN_LENGTH } from '../contracts/limits';

export type PasswordRule = { id: string; label: string; met: boolean };
export type PasswordCheck = { isValid: boolean; rules: PasswordRule[] };

/** The local check with the default policy (minimum length 6). */
export function defaultPasswordCheck(password: string): PasswordCheck {
  const met = password.length >= PASSWORD_MIN_LENGTH;
  return { isValid: met, rules: [{ id: 'minLength', label: authMessages.rules.minLength(PASSWORD_MIN_LENGTH), met }] };
}

/** The rules of the service's policy with whether `password` meets each. */
export function rulesFromStatus(status: PasswordValidationStatus): PasswordCheck {
  const options = status.passwordPolicy.customStrengthOptions;
  const r = authMessages.rules;
  const rules: PasswordRule[] = [
    {
      id: 'minLength',
      label: r.minLength(options.minPasswordLength ?? PASSWORD_MIN_LENGTH),
      met: status.meetsMinPasswordLength ?? true,
    },
  ];
  if (options.maxPasswordLength !== undefined) {
    rules.push({
      id: 'maxLength',
      label: r.maxLength(options.maxPasswordLength),
      met: status.meetsMaxPasswordLength ?? true,
    });
  }
  if (options.containsLowercaseLetter) {
    rules.push({ id: 'lowercase', label: r.lowercase, met: status.containsLowercaseLetter ?? false });
  }
  if (options.containsUppercaseLetter) {
    rules.push({ id: 'uppercase', label: r.uppercase, met: status.containsUppercaseLetter ?? false });
  }
  if (options.containsNumericCharacter) {
    rules.push({ id: 'numeric', label: r.numeric, met: status.containsNumericCharacter ?? false });
  }
  if (options.containsNonAlphanumericCharacter) {
    rules.push({
      id: 'nonAlphanumeric',
      label: r.nonAlphanumeric,
      met: status.containsNonAlphanumericCharacter ?? false,
    });
  }
  return { isValid: status.isValid, rules };
}

let policyUnavailable = false;

/** Checks `password` against the service's policy, falling back to the default policy. */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  if (policyUnavailable) return defaultPasswordCheck(password);
  try {
    const { checkPasswordPolicy } = await import('@app/shared/firebase/client');
    return rulesFromStatus(await checkPasswordPolicy(password));
  } catch {
    // The service answered no policy (the emulator does not serve one): use the default from now on.
    policyUnavailable = true;
    return defaultPasswordCheck(password);
  }
}
