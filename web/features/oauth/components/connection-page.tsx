import type { ReactNode } from 'react';

/** The Connection tab: how a server behind a URL is reached and authorized, and what is wrong when it is not. */
export function ConnectionPage({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 space-y-4 overflow-auto p-4">{children}</div>;
}
