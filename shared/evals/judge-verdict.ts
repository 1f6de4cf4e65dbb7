/** A judge's answer to a rubric: pass or fail, and why. */
export interface JudgeVerdict {
  readonly passed: boolean;
  readonly reason: string;
}

/**
 * The judge's reply read as a verdict. Asked for `{"pass": true|false,
 * "reason": "..."}`, a model may wrap it in prose or a code fence; failing
 * JSON, a reply that starts with PASS or FAIL is read as one. Anything else
 * is not a verdict: undefined, and the caller fails the run saying so
 * (a judge that cannot be read passes nothing).
 */
export function readJudgeVerdict(reply: string): JudgeVerdict | undefined {
  for (const candidate of reply.match(/\{[\s\S]*\}/g) ?? []) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value !== 'object' || value === null) continue;
      const { pass, reason } = value as Record<string, unknown>;
      if (typeof pass === 'boolean')
        return {
          passed: pass,
          reason: typeof reason === 'string' && reason.trim() ? reason.trim() : '(no reason given)',
        };
    } catch {
      // Not JSON: the plain word below may still say it.
    }
  }
  const word = /^\s*\**\s*(PASS|FAIL)(?:ED)?\b[\s*:.,-]*([\s\S]*)$/i.exec(reply);
  if (!word) return undefined;
  return { passed: word[1]!.toUpperCase() === 'PASS', reason: word[2]!.trim() || '(no reason given)' };
}
