import type { UseFormRegisterReturn } from '@app/shared/forms/useContractForm';
import { authMessages } from '@app/shared/messages/auth';
import { Field } from '@app/shared/ui/Field';

type Props = UseFormRegisterReturn & { id: string; invalid?: boolean };

/** The e-mail field of the auth forms: the same label, keyboard and autofill on sign-in, sign-up and reset. */
export function EmailField(props: Props) {
  return <Field {...props} label={authMessages.fields.email} type="email" autoComplete="email" inputMode="email" />;
}
