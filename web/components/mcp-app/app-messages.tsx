import { JsonView } from '../content/json-view.tsx';

export interface AppMessage {
  at: number;
  /** `message`: ui/message, for the conversation; `log`: notifications/message, the view's log. */
  kind: 'message' | 'log';
  params: unknown;
}

/** What the view said to the conversation (ui/message) and the model context it keeps up to date (its latest value): what a chat host's model would receive. */
export function AppMessages({ messages, modelContext }: { messages: readonly AppMessage[]; modelContext: unknown }) {
  return (
    <section aria-label="App messages" className="space-y-1 rounded border border-zinc-800 p-2 text-xs">
      <h4 className="font-semibold text-zinc-400">App messages</h4>
      {messages.length === 0 && modelContext === undefined ? <p className="text-zinc-500">No ui/message and no model context yet: what the view sends a chat host's model appears here.</p> : null}
      {messages.map((message, index) => (
        <div key={index} className="space-y-0.5">
          <p className="text-zinc-500">
            {message.kind === 'message' ? 'ui/message' : 'log (notifications/message)'} at {new Date(message.at).toLocaleTimeString()}
          </p>
          <JsonView value={message.params} />
        </div>
      ))}
      {modelContext !== undefined ? (
        <div className="space-y-0.5">
          <p className="text-zinc-500">Model context (latest ui/update-model-context)</p>
          <JsonView value={modelContext} />
        </div>
      ) : null}
    </section>
  );
}
