import type {
  SpvFinishBody,
  SpvFinishResponse,
  SpvPostbackCode,
} from '@app/domain/efactura/spv-connection.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { oauthRedirectOf, postbackOf, withoutPostback } from './postback';

/**
 * How an authorization at ANAF ended, read once from the address the browser came back to: the
 * server's `?postback=<code>`, or ANAF's own `?code&state` (then the finish call completes it). The
 * parameters leave the address at once, so a reload or a shared address does not repeat the message.
 * `onEnded` runs once the authorization is settled, to reload what shows the status.
 */
export function usePostback(
  finish: (body: SpvFinishBody) => Promise<SpvFinishResponse>,
  onEnded: () => void,
): { code: SpvPostbackCode | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState<SpvPostbackCode | null>(() => postbackOf(params));
  const handled = useRef(false);
  const latest = useRef({ finish, onEnded });
  latest.current = { finish, onEnded };

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const found = postbackOf(params);
    const redirect = found ? null : oauthRedirectOf(params);
    if (!found && !redirect) return;
    setParams(withoutPostback(params), { replace: true });
    if (found || !redirect) {
      latest.current.onEnded();
      return;
    }
    latest.current
      .finish(redirect)
      .then((answer) => setCode(answer.postback))
      .catch(() => setCode('generic-error'))
      .finally(() => latest.current.onEnded());
  }, [params, setParams]);

  const dismiss = useCallback(() => setCode(null), []);
  return { code, dismiss };
}
