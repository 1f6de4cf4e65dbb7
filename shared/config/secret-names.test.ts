import { describe, expect, it } from 'vitest';
import { isSecretName, isSecretSetting, looksSecretValue, secretArguments } from './secret-names.ts';

describe('isSecretName', () => {
  it('knows credential names in env, headers and flags', () => {
    for (const name of [
      'GITHUB_PERSONAL_ACCESS_TOKEN',
      'OPENAI_API_KEY',
      'DB_PASSWORD',
      'Authorization',
      'X-API-Key',
      'Cookie',
      '--access-token',
      'client_secret',
      'AWS_SESSION_TOKEN',
      'GITLAB_PAT',
      'PGPASSWD',
      'PRIVATE_KEY_PATH',
      'DB_PASS',
      'GH_AUTH',
      'X-Auth',
      'GOOGLE_APPLICATION_CREDENTIALS',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
  });

  it('leaves ordinary names alone', () => {
    for (const name of [
      'LOG_LEVEL',
      'PATH',
      'HOME',
      'X-Team',
      '--port',
      'NODE_ENV',
      'DEBUG',
      'MCP_MODE',
      'PASSTHROUGH',
      'GRPC_PASS_THROUGH',
    ])
      expect(isSecretName(name), name).toBe(false);
  });
});

describe('looksSecretValue', () => {
  it('knows token shapes', () => {
    for (const value of [
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      'sk-proj-abcdefghijklmnopqrstuv',
      'xoxb-1234567890-abcdef',
      'AKIAABCDEFGHIJKLMNOP',
      'eyJhbGciOi.eyJzdWIiOi.c2ln',
      'Bearer abc',
      '0123456789abcdef0123456789abcdef',
      'aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gH',
    ]) {
      expect(looksSecretValue(value), value).toBe(true);
    }
  });

  it('leaves paths, package names, URLs and words alone', () => {
    for (const value of [
      '/Users/alice/projects/weather-service/build/index.js',
      '@modelcontextprotocol/server-filesystem@2025.8.21',
      'https://mcp.example.com/mcp',
      'debug',
      'server-everything-streamable-http-long-name-2026',
      'Hello MCP!',
    ]) {
      expect(looksSecretValue(value), value).toBe(false);
    }
  });
});

describe('isSecretSetting', () => {
  it('is a secret by its name or by its value, and not a variable that already stands for one', () => {
    expect(isSecretSetting('DB_PASS', 'hunter2')).toBe(true);
    expect(isSecretSetting('OPENAI', 'sk-proj-abcdefghijklmnopqrstuv')).toBe(true);
    expect(isSecretSetting('X-Team', 'Bearer abc')).toBe(true);
    expect(isSecretSetting('LOG_LEVEL', 'debug')).toBe(false);
    expect(isSecretSetting('API_KEY', '${env:API_KEY}')).toBe(false);
    expect(isSecretSetting('API_KEY', '')).toBe(false);
  });
});

describe('secretArguments', () => {
  it('finds the value after a secret flag, one attached to it, and token-shaped words, each with a variable', () => {
    const args = [
      '--api-key',
      'sk-abcdefghijklmnopqrstuv',
      '--token=abc',
      '--port',
      '3000',
      'ghp_abcdefghijklmnopqrstuvwxyz0123',
      '--dir',
      '/tmp/x',
      '--password',
      '${input:pw}',
    ];
    expect(secretArguments(args)).toEqual([
      { index: 1, prefix: '', flag: '--api-key', variable: 'API_KEY' },
      { index: 2, prefix: '--token=', flag: '--token', variable: 'TOKEN' },
      { index: 5, prefix: '', variable: 'ARG_6' },
    ]);
  });
});
