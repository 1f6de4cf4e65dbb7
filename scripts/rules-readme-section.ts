import type { RuleSpec } from '../shared/diagnose/rules/index.ts';

export const RULES_START =
  '<!-- rules:start: written by `node scripts/rules-readme.ts` from shared/diagnose/rules/; edit those -->';
export const RULES_END = '<!-- rules:end -->';

type Areas = ReadonlyArray<{ readonly title: string; readonly rules: Readonly<Record<string, RuleSpec>> }>;

/** A table cell: a pipe would end the cell early. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The README's list of rules, area by area, as markdown between the markers. */
export function rulesSection(areas: Areas): string {
  const count = areas.reduce((total, area) => total + Object.keys(area.rules).length, 0);
  const lines = [
    RULES_START,
    '<details>',
    `<summary><b>Every rule</b> (${count}), as the catalogue declares it</summary>`,
    '',
    '*Severity* is the gravest a finding of the rule is reported at; *whose* says whose doing it usually is (each ' +
      'finding also names its own cause).',
  ];
  for (const area of areas) {
    lines.push(
      '',
      `**${area.title}**`,
      '',
      '| Rule | Severity | Whose | What it means | Cites |',
      '|---|---|---|---|---|',
    );
    for (const [id, spec] of Object.entries(area.rules))
      lines.push(`| \`${id}\` | ${spec.severity} | ${spec.fault} | ${cell(spec.means)} | ${cell(spec.cites)} |`);
  }
  lines.push('', '</details>', RULES_END);
  return lines.join('\n');
}

/** `readme` with its rules section replaced by `section`; throws when the markers are missing or out of order. */
export function withRulesSection(readme: string, section: string): string {
  const start = readme.indexOf(RULES_START);
  const end = readme.indexOf(RULES_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${RULES_START} … ${RULES_END} section`);
  return readme.slice(0, start) + section + readme.slice(end + RULES_END.length);
}
