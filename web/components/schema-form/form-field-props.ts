import type { ReactNode } from 'react';
import type { Field, Path } from '../../../shared/schema-form/field.ts';
import type { Suggest } from '../../../shared/schema-form/suggestions.ts';

/** What every field control needs from the form: ids, visible errors, and the ways to report edits. */
export type FieldEnv = {
  idFor: (path: Path) => string;
  /** The error to show now (after a touch or a Run attempt), if any. */
  errorFor: (path: Path) => string | undefined;
  /** For a value edited as JSON, which has no controls inside: the first problem inside it, by its path from there ("size: Must be a string"). */
  errorInside: (path: Path) => string | undefined;
  disabled: boolean;
  onChange: (path: Path, value: unknown) => void;
  onTouch: (path: Path) => void;
  onInvalidInput: (path: Path, message: string) => void;
  /** `item`: the template of the new item as this control shows it. */
  onAddItem: (path: Path, item?: Field) => void;
  onRemoveItem: (path: Path, index: number) => void;
  /** Completions for one-line string fields (MCP completion/complete); none when absent. */
  suggest?: Suggest | undefined;
};

export type FieldProps<F extends Field = Field> = {
  field: F;
  path: Path;
  value: unknown;
  /** Visible label text: the property name, or "[2]" for an array item. */
  labelText: string;
  /** Read by screen readers before labelText, e.g. the array's name for "tags[2]". */
  labelPrefix?: string;
  /** The value is an array element: it cannot be left out, only changed or removed. */
  inArray: boolean;
  /** Shown beside the control: an array item's Remove button. */
  trailing?: ReactNode;
  /** In place of the type badge: the switch between a union's types. */
  switcher?: ReactNode;
  env: FieldEnv;
};
