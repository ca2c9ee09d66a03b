import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from '@app/shared/forms/useContractForm';
import { authMessages } from '@app/shared/messages/auth';
import { Field } from '@app/shared/ui/Field';

type Props = UseFormRegisterReturn & { id: string; invalid?: boolean };
type PasswordProps = Props & {
  /** Which password the browser should offer: the saved one, or a new one to remember. */
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  after?: ReactNode;
};

/** The e-mail field of the auth forms: the same label, keyboard and autofill on sign-in, sign-up and reset. */
export function EmailField(props: Props) {
  return <Field {...props} label={authMessages.fields.email} type="email" autoComplete="email" inputMode="email" />;
}

/** The password field of the auth forms: the same label and hidden text, with the right autofill. */
export function PasswordField(props: PasswordProps) {
  return <Field {...props} label={authMessages.fields.password} type="password" />;
}
