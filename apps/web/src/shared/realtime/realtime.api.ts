import { apiRequest } from '../api/api-client';
import { isApiStatus } from '../api/api-error';
import { ChannelRefusedError } from './realtime-client';
import { CHANNEL_AUTH_PATH } from './realtime-protocol';

/**
 * Asks the server to sign the socket's subscription to a private channel. A refusal (403, or 401 once
 * the session ended) is final for that channel; other failures make the client reconnect later.
 */
export async function authorizeChannel(
  socketId: string,
  channel: string,
  signal: AbortSignal,
): Promise<string> {
  try {
    const answer = await apiRequest<{ auth?: unknown }>(CHANNEL_AUTH_PATH, {
      method: 'POST',
      body: { socket_id: socketId, channel_name: channel },
      signal,
    });
    if (typeof answer?.auth !== 'string') throw new Error('The channel authorisation has no "auth"');
    return answer.auth;
  } catch (error) {
    if (isApiStatus(error, 403) || isApiStatus(error, 401)) throw new ChannelRefusedError(channel);
    throw error;
  }
}
