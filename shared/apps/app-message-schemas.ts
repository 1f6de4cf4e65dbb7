import {
  McpUiDownloadFileRequestSchema,
  McpUiInitializeRequestSchema,
  McpUiInitializedNotificationSchema,
  McpUiMessageRequestSchema,
  McpUiOpenLinkRequestSchema,
  McpUiRequestDisplayModeRequestSchema,
  McpUiRequestTeardownNotificationSchema,
  McpUiResourceTeardownResultSchema,
  McpUiSizeChangedNotificationSchema,
  McpUiUpdateModelContextRequestSchema,
} from '@modelcontextprotocol/ext-apps/app-bridge';

/** What a schema check reports: where, and what is wrong there. */
export interface SchemaIssue {
  /** RFC 6901 pointer into the message. */
  pointer: string;
  message: string;
}

type Checkable = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** The extension's own schemas (the ext-apps package's) for what a view sends, by method. */
const VIEW_MESSAGES: Readonly<Record<string, Checkable>> = {
  'ui/initialize': McpUiInitializeRequestSchema as Checkable,
  'ui/notifications/initialized': McpUiInitializedNotificationSchema as Checkable,
  'ui/open-link': McpUiOpenLinkRequestSchema as Checkable,
  'ui/download-file': McpUiDownloadFileRequestSchema as Checkable,
  'ui/message': McpUiMessageRequestSchema as Checkable,
  'ui/update-model-context': McpUiUpdateModelContextRequestSchema as Checkable,
  'ui/request-display-mode': McpUiRequestDisplayModeRequestSchema as Checkable,
  'ui/notifications/size-changed': McpUiSizeChangedNotificationSchema as Checkable,
  'ui/notifications/request-teardown': McpUiRequestTeardownNotificationSchema as Checkable,
};

/** The view's answers to the host's requests, by the request's method. */
const VIEW_RESULTS: Readonly<Record<string, Checkable>> = {
  'ui/resource-teardown': McpUiResourceTeardownResultSchema as Checkable,
};

const escape = (key: PropertyKey) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

function check(schema: Checkable | undefined, value: unknown, base: string): SchemaIssue[] {
  if (!schema) return [];
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    pointer: base + issue.path.map((key) => `/${escape(key)}`).join(''),
    message: issue.message,
  }));
}

/** What the extension's schema finds wrong with a message the view sent (a request or notification by its method, a result by the method it answers). */
export function viewMessageIssues(message: Record<string, unknown>, answers?: string): SchemaIssue[] {
  if (typeof message.method === 'string')
    return check(
      VIEW_MESSAGES[message.method],
      { method: message.method, ...('params' in message ? { params: message.params } : {}) },
      '',
    );
  if (answers !== undefined && 'result' in message) return check(VIEW_RESULTS[answers], message.result, '/result');
  return [];
}
