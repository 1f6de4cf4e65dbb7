import type { McpUiDisplayMode } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { ReactNode } from 'react';

/** Devices the host emulates: the width the view gets, and the platform it is told. */
export const devices = {
  desktop: { label: 'Desktop', width: 720, platform: 'desktop' },
  tablet: { label: 'Tablet (768)', width: 768, platform: 'mobile' },
  mobile: { label: 'Mobile (390)', width: 390, platform: 'mobile' },
  custom: { label: 'Custom width', width: 600, platform: 'web' },
} as const;

export type DeviceKind = keyof typeof devices;

export interface HostSettings {
  device: DeviceKind;
  /** The width of a custom device. */
  width: number;
  /** `page`: the page's own appearance, followed live; light or dark once the person sets one here. */
  theme: 'page' | 'light' | 'dark';
  locale: string;
  input: 'hover' | 'touch';
  /** The next view is sent its arguments as tool-input-partial steps first, as a host streaming the model's arguments. */
  streamInput: boolean;
}

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP', 'ar-EG'];
const selectClass = 'rounded border border-zinc-700 bg-zinc-950 px-1.5 py-0.5 text-xs text-zinc-200';

/** The host a view believes it runs in: device, theme, locale, input and display mode. A change is sent as host-context-changed. */
export function HostBar({
  settings,
  onSettings,
  mode,
  onMode,
  modes,
  pageTheme,
  children,
}: {
  settings: HostSettings;
  onSettings: (settings: HostSettings) => void;
  mode: McpUiDisplayMode;
  onMode: (mode: McpUiDisplayMode) => void;
  modes: readonly McpUiDisplayMode[];
  /** The page's appearance now: the theme the view is told while Theme is `page`. */
  pageTheme: 'light' | 'dark';
  /** Controls of the host's own placed first (the policy Profile). */
  children?: ReactNode;
}) {
  const locales = LOCALES.includes(settings.locale) ? LOCALES : [settings.locale, ...LOCALES];
  return (
    <div role="toolbar" aria-label="Host" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-400">
      {children}
      <label className="flex items-center gap-1">
        Device
        <select
          aria-label="Device"
          className={selectClass}
          value={settings.device}
          onChange={(event) => onSettings({ ...settings, device: event.target.value as DeviceKind })}
        >
          {Object.entries(devices).map(([key, device]) => (
            <option key={key} value={key}>
              {device.label}
            </option>
          ))}
        </select>
      </label>
      {settings.device === 'custom' ? (
        <input
          aria-label="Width"
          type="number"
          min={200}
          max={2000}
          className={`${selectClass} w-20`}
          value={settings.width}
          onChange={(event) =>
            onSettings({ ...settings, width: Math.max(200, Math.min(2000, Number(event.target.value) || 600)) })
          }
        />
      ) : null}
      <label className="flex items-center gap-1">
        Theme
        <select
          aria-label="Theme"
          className={selectClass}
          value={settings.theme}
          onChange={(event) => onSettings({ ...settings, theme: event.target.value as HostSettings['theme'] })}
        >
          <option value="page">as the page ({pageTheme})</option>
          <option value="dark">dark</option>
          <option value="light">light</option>
        </select>
      </label>
      <label className="flex items-center gap-1">
        Locale
        <select
          aria-label="Locale"
          className={selectClass}
          value={settings.locale}
          onChange={(event) => onSettings({ ...settings, locale: event.target.value })}
        >
          {locales.map((locale) => (
            <option key={locale}>{locale}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={settings.input === 'touch'}
          onChange={(event) => onSettings({ ...settings, input: event.target.checked ? 'touch' : 'hover' })}
        />
        touch
      </label>
      <label
        className="flex items-center gap-1"
        title="The next run's view is sent its arguments in steps (ui/notifications/tool-input-partial), as a host streaming the model's output, before the complete tool-input"
      >
        <input
          type="checkbox"
          checked={settings.streamInput}
          onChange={(event) => onSettings({ ...settings, streamInput: event.target.checked })}
        />
        stream input
      </label>
      <span role="radiogroup" aria-label="Display mode" className="flex items-center gap-1">
        {modes.map((each) => (
          <label
            key={each}
            className={`cursor-pointer rounded border px-1.5 py-0.5 ${each === mode ? 'border-sky-600 text-sky-200' : 'border-zinc-700'}`}
          >
            <input
              type="radio"
              name="display-mode"
              className="sr-only"
              checked={each === mode}
              onChange={() => onMode(each)}
            />
            {each}
          </label>
        ))}
      </span>
    </div>
  );
}
