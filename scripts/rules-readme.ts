// Rewrites the README's list of rules from the catalogue (shared/diagnose/rules/),
// between its two marker comments. `--check` changes nothing and exits 1 when
// the list is out of date (scripts/rules-readme.test.ts does the same in the unit tests).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULE_AREAS } from '../shared/diagnose/rules/index.ts';
import { rulesSection, withRulesSection } from './rules-readme-section.ts';

const path = fileURLToPath(new URL('../README.md', import.meta.url));
const readme = readFileSync(path, 'utf8');
const written = withRulesSection(readme, rulesSection(RULE_AREAS));
if (process.argv.includes('--check')) {
  if (written !== readme) {
    console.error('README.md: the list of rules is out of date; run node scripts/rules-readme.ts');
    process.exit(1);
  }
} else if (written !== readme) {
  writeFileSync(path, written);
  console.log('README.md: the list of rules rewritten');
}
