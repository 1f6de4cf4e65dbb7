/** The callback page and the page that started the flow meet here: same origin, any tab or window. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
const channelName = 'mcp-loupe-oauth';

export interface CallbackMessage {
  type: 'oauth-callback';
  search: string;
}

export function postCallback(search: string): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ type: 'oauth-callback', search } satisfies CallbackMessage);
  channel.close();
}

/** Calls `deliver` with each callback's query; returns what stops listening. */
export function listenForCallbacks(deliver: (params: URLSearchParams) => void): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<CallbackMessage>) => {
    if (event.data?.type === 'oauth-callback' && typeof event.data.search === 'string')
      deliver(new URLSearchParams(event.data.search));
  };
  return () => channel.close();
}
