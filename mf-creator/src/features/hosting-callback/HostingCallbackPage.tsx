import { useEffect } from 'react';
import { creatorMessages } from '@app/shared/messages/creator';
import { useLocation, useNavigate } from '@app/shared/router';
import { paths } from '@app/shared/routing/paths';
import { Button } from '@app/shared/ui/Button';
import { ButtonLink } from '@app/shared/ui/ButtonLink';
import { Notice } from '@app/shared/ui/Notice';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { useHostingConnection } from './useHostingConnection';

const t = creatorMessages.hostingCallback;

/** After success the page says so for this long, then continues to `next` (or at once with the button). */
export const CONTINUE_AFTER_MS = 3000;

function Connected({ next }: { next: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);
  return (
    <Notice
      kind="info"
      title={t.successTitle}
      titleAs="h2"
      actions={
        next ? (
          <Button onClick={() => navigate(next, { replace: true })}>{t.continue}</Button>
        ) : (
          <ButtonLink to={paths.creatorDashboard}>{t.toDashboard}</ButtonLink>
        )
      }
    >
      <p>{t.successBody}</p>
      {next && <p>{t.continuing}</p>}
    </Notice>
  );
}

/** /vercel-callback: the hosting platform sends the creator back here to finish connecting. */
export function HostingCallbackPage() {
  const { search } = useLocation();
  const state = useHostingConnection(search);
  const back = <ButtonLink to={paths.creatorDashboard}>{t.toDashboard}</ButtonLink>;
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      {state.status === 'connecting' && <Notice kind="loading" label={t.connecting} />}
      {state.status === 'connected' && <Connected next={state.next} />}
      {state.status === 'missing' && (
        <Notice kind="error" title={t.missingTitle} titleAs="h2" actions={back}>
          {t.missing}
        </Notice>
      )}
      {state.status === 'failed' && (
        <Notice kind="error" title={t.failedTitle} titleAs="h2" actions={back}>
          {state.message}
        </Notice>
      )}
    </PageFrame>
  );
}
