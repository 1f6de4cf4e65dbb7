import type { Reply } from './server-request.ts';

/** A rule for repeated runs: answer every sampling request with a fixed text, or decline it. */
export type SamplingRule = { kind: 'text'; text: string; model?: string } | { kind: 'decline' };
/** Elicitation requests answered without the person: declined or cancelled. */
export type ElicitationRule = { kind: 'decline' } | { kind: 'cancel' };

export interface AutoReplyRules {
  sampling?: SamplingRule;
  elicitation?: ElicitationRule;
}

/** The spec's example code for a person who refused a sampling request. */
export const userRejectedCode = -1;

/** The rule that answers this request, if one is on: its reply and how it reads. */
export function autoReply(rules: AutoReplyRules, method: string): { reply: Reply; rule: string } | undefined {
  if (method === 'sampling/createMessage' && rules.sampling) {
    const rule = rules.sampling;
    if (rule.kind === 'decline')
      return {
        reply: { error: { code: userRejectedCode, message: 'User rejected sampling request' } },
        rule: 'decline every sampling request',
      };
    return {
      reply: {
        result: {
          role: 'assistant',
          content: { type: 'text', text: rule.text },
          model: rule.model || 'mcp-loupe',
          stopReason: 'endTurn',
        },
      },
      rule: `reply to every sampling request with “${rule.text}”`,
    };
  }
  if (method === 'elicitation/create' && rules.elicitation) {
    // A URL-mode request gets the same answer: nothing is opened without the person.
    const action = rules.elicitation.kind;
    return { reply: { result: { action } }, rule: `${action} every elicitation request` };
  }
  return undefined;
}

/** The rules in force, in words, for the banner that shows while any is on. */
export function describeRules(rules: AutoReplyRules): string[] {
  const lines: string[] = [];
  if (rules.sampling)
    lines.push(
      rules.sampling.kind === 'decline'
        ? 'Sampling requests are declined'
        : `Sampling requests are answered with “${rules.sampling.text}”`,
    );
  if (rules.elicitation)
    lines.push(`Elicitation requests are ${rules.elicitation.kind === 'decline' ? 'declined' : 'cancelled'}`);
  return lines;
}
