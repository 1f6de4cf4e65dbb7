import type { ReactNode } from 'react';
import type { Field } from '../../../shared/schema-form/field.ts';
import { typeLabel } from '../../../shared/schema-form/describe-field.ts';

/**
 * The legend row of an object or array fieldset: name, required mark, title,
 * type, and any buttons. Floated, so it sits inside the box as a header
 * instead of cutting its border; the content after it clears the float.
 */
export function FormLegend({
  field,
  id,
  labelText,
  labelPrefix,
  notSent,
  inArray,
  switcher,
  children,
}: {
  field: Field;
  id: string;
  labelText: string;
  labelPrefix?: string | undefined;
  notSent: boolean;
  inArray: boolean;
  /** In place of the type badge: the switch between a union's types. */
  switcher?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <legend id={id} className="float-left mb-2 flex w-full items-baseline gap-2">
      {/* relative: the sr-only prefix is absolutely placed, and must not escape to the page and make it scroll. */}
      <span className={`relative font-mono text-[13px] font-medium ${inArray ? 'text-zinc-500' : 'text-zinc-200'}`}>
        {labelPrefix ? <span className="sr-only">{labelPrefix}</span> : null}
        {labelText}
      </span>
      {field.required && !inArray ? (
        <span aria-hidden="true" title="Required" className="-ml-1 font-mono text-rose-400">
          *
        </span>
      ) : null}
      {field.title && field.title !== field.name ? (
        <span className="truncate text-xs text-zinc-400">{field.title}</span>
      ) : null}
      <span className="ml-auto flex shrink-0 items-center gap-2 font-mono text-[11px] text-zinc-500">
        {notSent ? <span className="italic text-zinc-600">not sent</span> : null}
        {switcher ?? (inArray ? null : <span>{typeLabel(field)}</span>)}
        {children}
      </span>
    </legend>
  );
}
