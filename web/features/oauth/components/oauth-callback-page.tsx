import { useEffect, useState } from 'react';
import { postCallback } from '../../../lib/oauth-callback-channel.ts';

/**
 * Where the authorization server sends the person back. It hands the query
 * (code, state, iss, or an error) to the inspector's page that started the
 * flow, which checks the state and trades the code; then this window closes.
 */
export function OAuthCallbackPage() {
  const [closed, setClosed] = useState(false);
  const params = new URLSearchParams(window.location.search);
  const error = params.get('error');
  useEffect(() => {
    postCallback(window.location.search);
    // The code must not linger in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    const timer = setTimeout(() => {
      window.close();
      setClosed(true);
    }, 600);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className="flex h-full items-center justify-center p-8">
      <div role="status" className="max-w-md space-y-2 text-center">
        <h1 className="font-mono text-sm font-semibold">
          mcp<span className="text-sky-400">·</span>loupe
        </h1>
        <p className={error ? 'text-rose-300' : 'text-zinc-200'}>
          {error ? `The authorization server answered ${error}.` : 'Authorization received.'}
        </p>
        <p className="text-sm text-zinc-400">
          {closed ? 'You can close this window and return to the inspector.' : 'Returning to the inspector…'}
        </p>
      </div>
    </main>
  );
}
