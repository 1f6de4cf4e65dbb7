import type { McpSession } from '../shared/session/mcp-session.ts';
import { describeCheck } from '../shared/skills/file-check.ts';
import { openSkill, readSkillFile, type ReadResource } from '../shared/skills/open-skill.ts';
import { readSkillEntries, type SkillEntry } from '../shared/skills/skill-entry.ts';

/**
 * The skills extension (SEP-2640) as the page does it: `skills/list` once
 * the server declares the extension, and nothing read until a skill is
 * opened. Opening one reads its SKILL.md and checks it (size, digest, front
 * matter); only a verified skill's other files are read, each checked too.
 * Returns the uris of every listed skill file, which the generic resource
 * reads leave alone, and whether `skills/list` answered.
 */
export async function exerciseSkills(
  session: McpSession,
  open: boolean,
  say: (line: string) => void,
): Promise<{ ok: boolean; skillFiles: Set<string> }> {
  let entries: SkillEntry[];
  try {
    entries = readSkillEntries((await session.listAll<unknown>('skills/list', 'skills')).items);
  } catch (error) {
    say(`skills/list: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, skillFiles: new Set() };
  }
  const skillFiles = new Set(
    entries.flatMap((entry) => [entry.uri, ...(Array.isArray(entry.files) ? entry.files.map((file) => file.uri) : [])]),
  );
  if (!open) return { ok: true, skillFiles };
  const read: ReadResource = (uri) => session.request('resources/read', { uri });
  for (const entry of entries) {
    if (entry.files === 'invalid') {
      say(`skill ${entry.uri} not loaded: ${entry.findings.map((finding) => finding.message).join('; ')}`);
      continue;
    }
    const opened = await openSkill(read, entry);
    if (!opened.verified) {
      // A host must not use content that fails verification: none of the skill's other files is read.
      say(`skill ${entry.uri} not loaded: ${opened.failures.join('; ')}`);
      continue;
    }
    for (const file of Array.isArray(entry.files) ? entry.files : []) {
      if (file.uri === entry.uri) continue;
      const fileRead = await readSkillFile(read, entry, file.uri);
      if (!fileRead.ok) say(`${file.uri}: ${fileRead.error}`);
      else if (fileRead.check.status !== 'match') say(`${file.uri} not used: ${describeCheck(fileRead.check)}`);
    }
  }
  return { ok: true, skillFiles };
}
