import { describe, expect, it } from 'vitest';
import { configRules } from '../diagnose/rules/config.ts';
import { ExportNotes, type ExportRule } from './export-notes.ts';

describe('ExportNotes', () => {
  it("says each finding at its rule's severity in the catalogue, as the person's, about the copy as a whole", () => {
    const notes = new ExportNotes();
    const rules: ExportRule[] = ['config-export-left-out', 'config-export-to-do'];
    for (const rule of rules) notes.say(rule, rule);
    expect(notes.findings.map((finding) => finding.severity)).toEqual(rules.map((rule) => configRules[rule].severity));
    expect(notes.findings.every((finding) => finding.cause === 'person' && finding.pointer === '')).toBe(true);
  });
});
