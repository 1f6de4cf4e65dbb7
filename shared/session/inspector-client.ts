import { Client, type ClientContext, type JSONRPCRequest, type Result } from '@modelcontextprotocol/client';

type RequestHandler = (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result>;

/**
 * The SDK client, with one door for every request the server makes of it.
 * Requests on the wire reach `fallbackRequestHandler` as sent (nothing is
 * registered, so nothing is refused by a schema before the person sees it);
 * requests embedded in a 2026-07-28 `input_required` result reach the same
 * handler through the SDK's auto-fulfilment, which looks handlers up here.
 */
export class InspectorClient extends Client {
  /** For requests embedded in `input_required` results. */
  embeddedRequestHandler: RequestHandler | undefined;

  protected override _getRequestHandler(method: string): RequestHandler | undefined {
    return super._getRequestHandler(method) ?? this.embeddedRequestHandler;
  }
}
