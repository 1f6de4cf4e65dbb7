import { mcpSource, type Finding } from '../diagnose/finding.ts';
import { resultShapeRules } from '../diagnose/rules/result-shape.ts';

/** The rules of a result's shape as read for display (declared in shared/diagnose/rules/result-shape.ts). */
export type ShapeRule = keyof typeof resultShapeRules;

/**
 * One finding of a display reader, at its severity in the catalogue. `at`
 * is a JSON pointer from the frame (`/result/content/0`), so the page can put
 * this plain sentence in place of the strict schema's finding at the same place.
 */
export function shapeFinding(rule: ShapeRule, at: string, message: string): Finding {
  return { rule, severity: resultShapeRules[rule].severity, pointer: at, source: mcpSource(undefined), message };
}
