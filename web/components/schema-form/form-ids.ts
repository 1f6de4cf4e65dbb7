import type { Path } from '../../../shared/schema-form/field.ts';

/**
 * A DOM id for the control at `path`, unique within one form (`prefix` comes
 * from useId). Ids go into space-separated aria-describedby lists, so any
 * character beyond [A-Za-z0-9] is spelled out.
 */
export function controlId(prefix: string, path: Path): string {
  const parts = path.map((segment) =>
    typeof segment === 'number'
      ? `i${segment}`
      : `p${segment.replace(/[^A-Za-z0-9]/g, (ch) => `_${ch.codePointAt(0)?.toString(16)}_`)}`,
  );
  return `${prefix}-field-${parts.join('-')}`;
}
