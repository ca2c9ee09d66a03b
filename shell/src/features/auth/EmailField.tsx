import { authMessages } from '@app/shared/messages/auth';
import { Field } from '@app/shared/ui/Field';

type Props = { id: string; value: string; onChange: (value: string) => void; invalid?: boolean };

/** The e-mail field of the auth forms: the same label, keyboard and autofill on sign-in, sign-up and reset. */
export function EmailField({ id, value, onChange, invalid }: Props) {
  return (
    <Field
      id={id}
      label={authMessages.fields.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      invalid={invalid}
    />
  );
}
