import { describe, expect, it } from 'vitest';
import { findingMessages, type Finding } from '../diagnose/finding.ts';
import { undeclaredFindings } from '../test-kit/undeclared-findings.ts';
import { takeSnapshot } from './snapshot-from-session.ts';

const nameless: Finding = {
  rule: 'result-schema',
  severity: 'error',
  pointer: '/result/tools/0/name',
  source: '2025-11-25',
  message: 'page 1: a tool has no name',
};

describe('takeSnapshot', () => {
  it('lists what the capabilities offer, takes what is not offered as empty, and notes a list that failed', async () => {
    const asked: string[] = [];
    const snapshot = await takeSnapshot({
      server: {
        info: { name: 'demo', version: '3' },
        capabilities: { tools: {}, resources: {} },
        instructions: undefined,
        protocolVersion: '2025-11-25',
        era: 'legacy',
      },
      listAll: async (method, key) => {
        asked.push(method);
        if (method === 'resources/templates/list') throw new Error('Method not found');
        return {
          items: [{ [key === 'tools' ? 'name' : 'uri']: `${key}-1` }],
          resultFindings: key === 'tools' ? [nameless] : [],
          findings: [],
          pages: 1,
        };
      },
      label: 'live',
      now: () => 42,
    });
    expect(asked.sort()).toEqual(['resources/list', 'resources/templates/list', 'tools/list']);
    expect(snapshot).toEqual({
      label: 'demo 3 · live',
      origin: 'live',
      takenAt: 42,
      source: 'live',
      server: { info: { name: 'demo', version: '3' }, protocolVersion: '2025-11-25', instructions: undefined },
      capabilities: { tools: {}, resources: {} },
      tools: [{ name: 'tools-1' }],
      resources: [{ uri: 'resources-1' }],
      prompts: [],
      skills: [],
      findings: expect.any(Array),
    });
    expect(findingMessages(snapshot.findings)).toEqual([
      'tools/list: page 1: a tool has no name',
      'resources/templates/list failed: Method not found',
    ]);
    expect(snapshot.findings.map((finding) => finding.rule)).toEqual(['result-schema', 'list-failed']);
    expect(undeclaredFindings(snapshot.findings)).toEqual([]);
  });

  it('lists the skills when the server declares the skills extension, by skills/list', async () => {
    const asked: string[] = [];
    const snapshot = await takeSnapshot({
      server: {
        info: { name: 'skilled', version: '1' },
        capabilities: { extensions: { 'io.modelcontextprotocol/skills': {} } },
        instructions: undefined,
        protocolVersion: '2025-11-25',
        era: 'legacy',
      },
      listAll: async (method) => {
        asked.push(method);
        return { items: [{ uri: 'skill://a/SKILL.md', name: 'a' }], resultFindings: [], findings: [], pages: 1 };
      },
      label: 'live',
    });
    expect(asked).toEqual(['skills/list']);
    expect(snapshot.skills).toEqual([{ uri: 'skill://a/SKILL.md', name: 'a' }]);
  });
});
