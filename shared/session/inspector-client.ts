import {
  Client,
  isJSONRPCNotification,
  type ClientContext,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type Result,
  type Transport,
} from '@modelcontextprotocol/client';

type RequestHandler = (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result>;
export type MessageExtra = Parameters<NonNullable<Transport['onmessage']>>[1];

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

  /**
   * Hands a notification to the client as the SDK's own routing would, true
   * when it did. That routing tries each message as a result, an error and
   * a request before a notification, and each schema that fails costs far
   * more than one that passes (about 100 µs against 1 for a log message): a
   * message with neither `id` nor `error` can be none of the first three, so
   * only the notification schema is asked. Anything it does not pass goes
   * the SDK's way (false), to be refused there as before.
   */
  takeNotification(message: JSONRPCMessage, extra?: MessageExtra): boolean {
    if (
      typeof message !== 'object' ||
      message === null ||
      Array.isArray(message) ||
      'id' in message ||
      'error' in message
    )
      return false;
    if (!isJSONRPCNotification(message)) return false;
    this._onnotification(message, extra);
    return true;
  }
}
