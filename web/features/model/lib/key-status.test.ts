import { describe, expect, it } from 'vitest';
import type { ModelSettingsView } from '../../../lib/model-settings.ts';
import { keyStatus } from './key-status.ts';

const settings: ModelSettingsView = {
  models: [
    {
      id: 'model-1',
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-x',
      key: { source: 'page' },
    },
  ],
  environmentKeys: [{ variable: 'ANTHROPIC_API_KEY', provider: 'anthropic', origin: 'https://api.anthropic.com' }],
};

describe('keyStatus', () => {
  it('says where the key comes from for the model as edited, as the proxy decides it', () => {
    expect(keyStatus(settings, { id: 'model-1', provider: 'openai', baseUrl: '' })).toMatch(/given in this page/);
    // Moved to another origin, the page's key does not follow.
    expect(keyStatus(settings, { id: 'model-1', provider: 'openai', baseUrl: 'http://127.0.0.1:1/v1' })).toMatch(
      /No key yet/,
    );
    expect(keyStatus(settings, { provider: 'anthropic', baseUrl: '' })).toMatch(
      /from its environment \(\$ANTHROPIC_API_KEY\); it is sent to https:\/\/api\.anthropic\.com only/,
    );
  });
});
