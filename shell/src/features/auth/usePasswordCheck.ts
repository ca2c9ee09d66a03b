import { useEffect, useState } from 'react';
import { checkPassword, defaultPasswordCheck, type PasswordCheck } from '@app/shared/auth/password';

/** The password's check against the service's policy, updated as the user types. */
export function usePasswordCheck(password: string): PasswordCheck {
  const [check, setCheck] = useState<PasswordCheck>(() => defaultPasswordCheck(password));
  useEffect(() => {
    let current = true;
    checkPassword(password).then((result) => {
      if (current) setCheck(result);
    });
    return () => {
      current = false;
    };
  }, [password]);
  return check;
}
