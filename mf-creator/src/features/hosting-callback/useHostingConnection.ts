import { useEffect, useRef, useState } from 'react';
import { useApiMutation } from '@app/shared/data/query';
import { creatorMessages } from '@app/shared/messages/creator';
import { errorText } from '@app/shared/forms/errorText';
import { sameOriginPath } from './nextPath';

const t = creatorMessages.hostingCallback;

export type ConnectionState =
  | { status: 'missing' }
  | { status: 'connecting' }
  | { status: 'connected'; next: string | null }
  | { status: 'failed'; message: string };

/**
 * Sends the hosting platform's redirect (code, configurationId, teamId, next) to the API once. The code is
 * single-use, so the call must not repeat: not under React StrictMode's double effect, nor on a re-render.
 */
export function useHostingConnection(search: string): ConnectionState {
  const connect = useApiMutation('connectHostingPlatform');
  const [state, setState] = useState<ConnectionState>({ status: 'connecting' });
  const sent = useRef<string | null>(null);
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim();
  const configurationId = params.get('configurationId')?.trim();
  const missing = !code || !configurationId;
  const { mutateAsync } = connect;

  useEffect(() => {
    if (missing || sent.current === search) return;
    sent.current = search;
    const query = new URLSearchParams(search);
    mutateAsync({
      code: query.get('code')?.trim() ?? '',
      configurationId: query.get('configurationId')?.trim() ?? '',
      teamId: query.get('teamId')?.trim() || null,
      next: query.get('next') || null,
    }).then(
      (answer) => setState({ status: 'connected', next: sameOriginPath(answer.next) }),
      (error: unknown) => setState({ status: 'failed', message: errorText(t.failed, error) }),
    );
  }, [missing, search, mutateAsync]);

  return missing ? { status: 'missing' } : state;
}
