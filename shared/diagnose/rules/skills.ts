import { defineRules } from './rule.ts';

const extension = 'io.modelcontextprotocol/skills';

/** The skills extension (`skills/list`, SKILL.md files and their digests) and the Agent Skills format it carries. */
export const skillRules = defineRules({
  'skill-entry-shape': {
    severity: 'error',
    means:
      'A skills/list entry is not an object, or lacks what the extension requires: a uri ending in /SKILL.md, a frontmatter object with a string name and description.',
    cites: `${extension}: skills/list`,
    fault: 'server',
  },
  'skill-name-path': {
    severity: 'error',
    means: "A skill's directory does not end in its name; the Agent Skills format names a skill by its directory.",
    cites: 'Agent Skills format: name',
    fault: 'server',
  },
  'skill-resources': {
    severity: 'error',
    means:
      'An entry\'s "resources" is missing, neither an array nor "dynamic", or does not list the SKILL.md itself: a host must not load it.',
    cites: `${extension}: skills/list › resources`,
    fault: 'server',
  },
  'skill-file-shape': {
    severity: 'error',
    means:
      'A file of a skill is not an object, has no uri, lies outside the skill\'s directory, is listed twice, or lacks a "sha256:" digest or a whole-number size.',
    cites: `${extension}: skills/list › resources`,
    fault: 'server',
  },
  'skill-limits': {
    severity: 'warning',
    means: 'A skill has more files (512) or bytes (16 MiB) than every host must take.',
    cites: `${extension}: limits`,
    fault: 'server',
  },
  'skill-listing-page': {
    severity: 'error',
    means:
      'A skills/list page lacks its "skills" array, or (2026-07-28) the "ttlMs" and "cacheScope" a cacheable result carries.',
    cites: `${extension}: skills/list; MCP 2026-07-28 caching`,
    fault: 'server',
  },
  'skill-front-matter': {
    severity: 'warning',
    means:
      "A SKILL.md's front matter was read but is not as the format asks: a byte order mark, a missing name or description, YAML a strict parser reads differently.",
    cites: 'Agent Skills format: SKILL.md front matter',
    fault: 'server',
  },
  'skill-content': {
    severity: 'warning',
    means:
      "A skill file's resources/read answer is off: another uri, several items, or both text and blob (one is checked).",
    cites: `${extension}: reading skill files`,
    fault: 'server',
  },
});
