import type { DoctorEnvironment } from './doctor-environment.ts';
import { exchange } from './exchange.ts';

/** DELETE a Streamable HTTP session the doctor opened; the status it got (405: the server keeps sessions until they time out). */
export async function endSession(
  env: DoctorEnvironment,
  url: URL,
  sessionId: string,
  headers: [string, string][],
  protocolVersion?: string,
): Promise<number | string> {
  const result = await exchange(env, {
    url,
    method: 'DELETE',
    headers: [
      ['Mcp-Session-Id', sessionId],
      ...(protocolVersion ? [['MCP-Protocol-Version', protocolVersion] as [string, string]] : []),
      ...headers,
    ],
  });
  return result.ok ? result.exchange.status : result.failure.code;
}
