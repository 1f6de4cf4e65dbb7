import { defineRules } from './rule.ts';

const format = "mcp-loupe's eval case file";

/**
 * The person's eval case file (`mcp-loupe --cli eval FILE`), as the
 * inspector reads it: each finding names the place in the file that cannot
 * be used. A case that would check less than was written is refused, never
 * run with the part left out, so a typo cannot make a case pass.
 */
export const evalRules = defineRules({
  'eval-file-syntax': {
    severity: 'error',
    means: 'The case file is not valid JSON or YAML.',
    cites: `${format}: JSON or YAML`,
    fault: 'person',
  },
  'eval-field-invalid': {
    severity: 'error',
    means: 'A field of the case file is missing or has a value the format does not allow.',
    cites: `${format}: fields`,
    fault: 'person',
  },
  'eval-field-unknown': {
    severity: 'error',
    means: 'A field the format does not have: refused rather than ignored, so a misspelt check is not skipped.',
    cites: `${format}: fields`,
    fault: 'person',
  },
  'eval-regex-invalid': {
    severity: 'error',
    means: 'A regular expression of the case file does not compile.',
    cites: `${format}: matchers`,
    fault: 'person',
  },
  'eval-case-name-reused': {
    severity: 'error',
    means: 'Two cases share a name: reports and JUnit count runs by name.',
    cites: `${format}: cases`,
    fault: 'person',
  },
  'eval-case-checks-nothing': {
    severity: 'error',
    means: 'A case expects nothing (no call, no forbidden tool, no text, no judge): it could never fail.',
    cites: `${format}: expect`,
    fault: 'person',
  },
});
