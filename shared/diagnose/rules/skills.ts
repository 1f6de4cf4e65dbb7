import { defineRules } from './rule.ts';

const extension = 'io.modelcontextprotocol/skills';

/** The skills extension (`skills/list`, SKILL.md files and their digests) and the Agent Skills format it carries. */
export const skillRules = defineRules({
  'skill-entry-shape': {
    severity: 'error',
    means: 'A skills/list entry lacks a uri ending in /SKILL.md, or a frontmatter with a string name and description.',
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
      'An entry\'s "resources" is missing, not an array nor "dynamic", or lacks the SKILL.md: a host must not load it.',
    cites: `${extension}: skills/list › resources`,
    fault: 'server',
  },
  'skill-file-shape': {
    severity: 'error',
    means:
      "A skill's file has no uri, lies outside its directory, is listed twice, or lacks a sha256 digest or a size.",
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
      'A skills/list page lacks its "skills" array, or (2026-07-28) the "ttlMs" and "cacheScope" of a cached result.',
    cites: `${extension}: skills/list; MCP 2026-07-28 caching`,
    fault: 'server',
  },
  'skill-front-matter': {
    severity: 'warning',
    means: "A SKILL.md's front matter was read, but has a byte order mark, no name or description, or loose YAML.",
    cites: 'Agent Skills format: SKILL.md front matter',
    fault: 'server',
  },
  'skill-name-shared': {
    severity: 'info',
    means: 'Another skill of the listing has the same name: names are labels, not identities.',
    cites: 'Agent Skills format: name',
    fault: 'server',
  },
  'skill-content': {
    severity: 'warning',
    means: "A skill file's read is off: another uri, several items, or both text and blob (one is checked).",
    cites: `${extension}: reading skill files`,
    fault: 'server',
  },
});
