import { useMemo } from 'react';
import type { ServerRequestActions } from './server-request-card.tsx';
import { useSession } from '../../lib/session-context.tsx';

/** Answers and rejections go to the session's inbox, which sends them. */
export function useServerRequestActions(): ServerRequestActions {
  const { inbox } = useSession().clientSide;
  return useMemo(
    () => ({
      onAnswer: (key, result) => void inbox.answer(key, result),
      onReject: (key, error) => void inbox.reject(key, error),
    }),
    [inbox],
  );
}
