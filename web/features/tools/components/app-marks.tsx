import { isAppOnly, toolApp } from '../../../../shared/apps/tool-app.ts';

/**
 * Marks a tool that has an MCP App (`app`: its results render in a view)
 * and a tool only apps may call (`app-only`: no model would see it).
 */
export function AppMarks({ tool }: { tool: unknown }) {
  const app = toolApp(tool);
  const appOnly = isAppOnly(tool);
  if (!app && !appOnly) return null;
  return (
    <>
      {app ? (
        <span
          title={`Has an MCP App: its results render in ${app.resourceUri}`}
          className="shrink-0 rounded border border-fuchsia-700/70 px-1 text-[10px] leading-4 text-fuchsia-200"
        >
          app
        </span>
      ) : null}
      {appOnly ? (
        <span
          title='Only apps may call it (_meta.ui.visibility: ["app"]): a chat host hides it from the model'
          className="shrink-0 rounded border border-zinc-600 px-1 text-[10px] leading-4 text-zinc-300"
        >
          app-only
        </span>
      ) : null}
    </>
  );
}
