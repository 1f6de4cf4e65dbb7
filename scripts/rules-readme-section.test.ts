import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_AREAS, RULES } from '../shared/diagnose/rules/index.ts';
import { RULES_END, RULES_START, rulesSection, withRulesSection } from './rules-readme-section.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe("the README's list of rules", () => {
  it('is the one the catalogue writes (run node scripts/rules-readme.ts after changing a rule)', () => {
    expect(withRulesSection(readme, rulesSection(RULE_AREAS))).toBe(readme);
  });

  it('lists every rule of the catalogue once', () => {
    const section = readme.slice(readme.indexOf(RULES_START), readme.indexOf(RULES_END));
    const listed = [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(RULES).sort());
  });

  it('would see a rule changed in the catalogue', () => {
    const changed = [
      { title: 'JSON-RPC 2.0', rules: { 'not-json': { ...RULES['not-json'], severity: 'info' as const } } },
    ];
    expect(withRulesSection(readme, rulesSection(changed))).not.toBe(readme);
  });

  it('says which markers are missing', () => {
    expect(() => withRulesSection('# no list here', 'x')).toThrow(RULES_START);
  });
});
