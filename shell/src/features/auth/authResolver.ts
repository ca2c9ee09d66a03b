// The auth forms' rules: the e-mail (and the password, where there is one) are asked for before anything is
// sent; the sign-in service judges the rest in its own words (toAuthError). Plain rules in the catalogue's
// words rather than a zod schema: the sign-in page is where every protected page sends a visitor, and zod
// would weigh about 25 KB gzipped on it for two emptiness checks.
import { rulesResolver, type RulesCheck } from '@app/shared/forms/rulesResolver';
import { EMAIL_PATTERN } from '@app/shared/contracts/limits';
import { authMessages } from '@app/shared/messages/auth';

type AuthDraft = { email: string; password?: string };

/**
 * `newAccount`: the address will create an account, so it must have the shape the server accepts (an existing
 * account signs in with whatever address it has).
 */
export function authResolver<Draft extends AuthDraft>({ newAccount = false } = {}) {
  return rulesResolver((draft: Draft): RulesCheck<Draft, Draft> => {
    const errors: Record<string, string> = {};
    const email = draft.email.trim();
    if (!email) errors.email = authMessages.errors.emailRequired;
    else if (newAccount && !EMAIL_PATTERN.test(email)) errors.email = authMessages.errors.invalidEmail;
    if (draft.password === '') errors.password = authMessages.errors.passwordRequired;
    return Object.keys(errors).length > 0
      ? { ok: false, errors: errors as Partial<Record<keyof Draft & string, string>> }
      : { ok: true, value: draft };
  });
}
