import { useEffect } from 'react';
import type { Role } from '@app/shared/contracts/profile';
import { commonMessages } from '@app/shared/messages/common';
import { authMessages } from '@app/shared/messages/auth';
import { paths } from '@app/shared/routing/paths';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';

/** Shown to a signed-in user without the role an area needs (the server refuses the same calls). */
export function NoAccess({ role }: { role?: Role }) {
  const t = authMessages.guard;
  useEffect(() => {
    document.title = `${t.noAccessTitle} · ${commonMessages.brand}`;
  }, [t.noAccessTitle]);
  const reason = role === 'creator' ? t.noAccessCreator : role === 'admin' ? t.noAccessAdmin : null;
  return (
    <Notice
      kind="empty"
      title={t.noAccessTitle}
      titleAs="h1"
      actions={
        <>
          {role === 'creator' && <ButtonLink to={paths.becomeCreator}>{t.becomeCreator}</ButtonLink>}
          <ButtonLink to={paths.catalogue} variant={role === 'creator' ? 'secondary' : 'primary'}>
            {t.backHome}
          </ButtonLink>
        </>
      }
    >
      <p>{t.noAccessBody}</p>
      {reason && <p>{reason}</p>}
    </Notice>
  );
}
