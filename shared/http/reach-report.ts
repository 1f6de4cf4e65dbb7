import type { PresentedCertificate } from './fetch-failure.ts';

/** What the proxy found when it tried a URL the browser could not reach (POST /api/reach). */
export interface ReachReport {
  reachable: boolean;
  error?: { code: string; message: string; hint: string; certificate?: PresentedCertificate };
  preflight?: { status: number; allowOrigin?: string; allowMethods?: string; allowHeaders?: string; allowCredentials?: string };
  response?: { status: number; contentType?: string; allowOrigin?: string; exposeHeaders?: string };
  cors: { ok: boolean; problem?: string };
}

export type ReachProbe = (url: string, headers: { name: string; value: string }[]) => Promise<ReachReport>;
