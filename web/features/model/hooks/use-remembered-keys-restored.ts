import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { asInput, type ModelSettingsView, modelSettingsKey, putModelSettings } from '../../../lib/model-settings.ts';
import { rememberedKey } from '../lib/remembered-keys.ts';

/**
 * Once per page: a key this browser remembers goes back to the proxy when
 * the proxy holds none for that model (it keeps keys for one run only).
 */
export function useRememberedKeysRestored(settings: ModelSettingsView | undefined): void {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!settings || done.current) return;
    done.current = true;
    const restored = settings.models.map((model) => {
      const key = model.key.source === 'none' ? rememberedKey(model.id, model.baseUrl) : undefined;
      return key === undefined ? asInput(model) : { ...asInput(model), apiKey: key };
    });
    if (restored.every((model) => model.apiKey === undefined)) return;
    void putModelSettings(restored).then(
      (view) => queryClient.setQueryData(modelSettingsKey, view),
      () => undefined,
    );
  }, [settings, queryClient]);
}
