import { useId } from 'react';
import type { HeaderEntry, HttpRouteChoice, OAuthChoices } from '../../../../shared/http/http-target.ts';
import { Field, inputClass } from '../../../components/field.tsx';
import { WrappingInput } from '../../../components/wrapping-input.tsx';
import { HeaderEditor } from './header-editor.tsx';
import { SecretInput } from './secret-input.tsx';

export interface RemoteFieldsValue {
  url: string;
  route: HttpRouteChoice;
  headers: HeaderEntry[];
  bearer: string;
  oauth: OAuthChoices;
}

/** Where a server behind a URL is, how to reach it, and what to send with each request. */
export function RemoteFields({
  value,
  onChange,
  urlError,
}: {
  value: RemoteFieldsValue;
  onChange: (value: RemoteFieldsValue) => void;
  urlError?: string;
}) {
  const id = useId();
  return (
    <>
      <Field id={`${id}-url`} label="URL" error={urlError} hint="The MCP endpoint, e.g. http://127.0.0.1:3001/mcp">
        <WrappingInput
          id={`${id}-url`}
          className={inputClass}
          value={value.url}
          placeholder="https://example.com/mcp"
          onValueChange={(url) => onChange({ ...value, url })}
          spellCheck={false}
          autoComplete="off"
        />
      </Field>
      <Field id={`${id}-route`} label="Route" hint="Auto goes direct, and through the proxy when CORS refuses">
        <select
          id={`${id}-route`}
          className={inputClass}
          value={value.route}
          onChange={(event) => onChange({ ...value, route: event.target.value as HttpRouteChoice })}
        >
          <option value="auto">auto</option>
          <option value="direct">direct from the browser</option>
          <option value="relay">via proxy</option>
        </select>
      </Field>
      <Field id={`${id}-bearer`} label="Bearer token" hint="Sent as Authorization: Bearer …">
        <SecretInput
          id={`${id}-bearer`}
          secret
          revealLabel="Reveal bearer token"
          value={value.bearer}
          onChange={(event) => onChange({ ...value, bearer: event.target.value })}
        />
      </Field>
      <HeaderEditor headers={value.headers} onChange={(headers) => onChange({ ...value, headers })} />
      <OAuthFields value={value.oauth} onChange={(oauth) => onChange({ ...value, oauth })} />
    </>
  );
}

/** OAuth choices, folded away: without them a server that asks gets dynamic registration and the scopes it names. */
function OAuthFields({ value, onChange }: { value: OAuthChoices; onChange: (value: OAuthChoices) => void }) {
  const id = useId();
  const set = (patch: Partial<OAuthChoices>) => onChange({ ...value, ...patch });
  const given = Boolean(value.clientId || value.scope || value.clientMetadataUrl);
  return (
    <details open={given} className="rounded-md border border-zinc-800 px-2 py-1.5">
      <summary className="cursor-pointer text-xs font-medium text-zinc-400">OAuth client</summary>
      <div className="mt-2 space-y-2">
        <Field id={`${id}-client-id`} label="Client ID" hint="Empty: register dynamically">
          <input
            id={`${id}-client-id`}
            className={inputClass}
            value={value.clientId ?? ''}
            onChange={(event) => set({ clientId: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-client-secret`} label="Client secret">
          <SecretInput
            id={`${id}-client-secret`}
            secret
            revealLabel="Reveal client secret"
            value={value.clientSecret ?? ''}
            onChange={(event) => set({ clientSecret: event.target.value })}
          />
        </Field>
        <Field
          id={`${id}-issuer`}
          label="Authorization server"
          hint="Its issuer URL: a pre-registered client's secret goes there only"
        >
          <input
            id={`${id}-issuer`}
            className={inputClass}
            value={value.issuer ?? ''}
            onChange={(event) => set({ issuer: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-scope`} label="Scope" hint="When the server does not say">
          <input
            id={`${id}-scope`}
            className={inputClass}
            value={value.scope ?? ''}
            onChange={(event) => set({ scope: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
        <Field id={`${id}-cimd`} label="Client metadata URL" hint="An https Client ID Metadata Document">
          <input
            id={`${id}-cimd`}
            className={inputClass}
            value={value.clientMetadataUrl ?? ''}
            onChange={(event) => set({ clientMetadataUrl: event.target.value })}
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
      </div>
    </details>
  );
}
