import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Field } from '../../../shared/schema-form/field.ts';
import { constraintHints, typeLabel } from '../../../shared/schema-form/describe-field.ts';
import { FormMismatchNote } from './form-mismatch-note.tsx';

/** Attributes that tie a control to its label, help and error. */
export type ControlAria = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type Props = {
  field: Field;
  id: string;
  labelText: string;
  labelPrefix?: string | undefined;
  error: string | undefined;
  /** Optional and left out of the arguments: say so, it is not obvious for a checkbox or a select. */
  notSent: boolean;
  /** 'inline' puts the control before the label (checkboxes); 'item' is one compact row in a list. */
  layout?: 'stacked' | 'inline' | 'item';
  /** Beside the control, e.g. the "null" toggle or an item's Remove button. */
  aside?: ReactNode;
  /** In the label row, before the type: small switches such as "multi-line". */
  tools?: ReactNode;
  /** What the value really is when the control cannot show it (mismatchNote). */
  mismatch?: string | undefined;
  /** In place of the type badge: the switch between a union's types. */
  switcher?: ReactNode;
  children: (aria: ControlAria) => ReactNode;
};

/**
 * Whether a required field's accessible name ends in " *" ("topic *"), as
 * prompt arguments have always been named; tool fields are named by the
 * property alone.
 */
export const RequiredMarkInName = createContext(false);

/** Label, required mark, type, help text and inline error around one control. */
export function FieldFrame({
  field,
  id,
  labelText,
  labelPrefix,
  error,
  notSent,
  layout = 'stacked',
  aside,
  tools,
  mismatch,
  switcher,
  children,
}: Props) {
  const markInName = useContext(RequiredMarkInName);
  // An array item's description and limits are the item template's, shown once on the array.
  const hints = layout === 'item' ? [] : constraintHints(field);
  const helpId = field.description && layout !== 'item' ? `${id}-help` : undefined;
  const hintsId = hints.length > 0 ? `${id}-hints` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const mismatchId = mismatch !== undefined ? `${id}-sent` : undefined;
  const describedBy = [errorId, mismatchId, helpId, hintsId].filter(Boolean).join(' ');
  const aria: ControlAria = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(field.required && layout !== 'item' ? { 'aria-required': true as const } : {}),
  };

  const label = (
    // relative: the sr-only prefix is absolutely placed, and must not escape to the page and make it scroll.
    <label
      id={`${id}-label`}
      htmlFor={id}
      className={`relative font-mono text-[13px] font-medium ${layout === 'item' ? 'w-8 shrink-0 pt-1.5 text-zinc-500' : 'text-zinc-200'}`}
    >
      {labelPrefix ? <span className="sr-only">{labelPrefix}</span> : null}
      {labelText}
      {markInName && field.required && layout !== 'item' ? <span className="sr-only"> *</span> : null}
    </label>
  );
  const meta = (
    <>
      {field.required && layout !== 'item' ? (
        <span aria-hidden="true" title="Required" className="-ml-1 font-mono text-rose-400">
          *
        </span>
      ) : null}
      {field.title && field.title !== field.name ? (
        <span className="truncate text-xs text-zinc-400">{field.title}</span>
      ) : null}
      <span className="ml-auto flex shrink-0 items-baseline gap-2 font-mono text-[11px] text-zinc-500">
        {notSent ? <span className="italic text-zinc-600">not sent</span> : null}
        {tools}
        {switcher ?? <span>{typeLabel(field)}</span>}
      </span>
    </>
  );

  return (
    <div className="space-y-1">
      {layout === 'item' ? (
        <div className="flex items-start gap-2">
          {label}
          <div className="min-w-0 flex-1">{children(aria)}</div>
          {switcher}
          {tools}
          {aside}
        </div>
      ) : layout === 'inline' ? (
        <div className="flex items-center gap-2">
          {children(aria)}
          {label}
          {meta}
          {aside}
        </div>
      ) : (
        <>
          <div className="flex items-baseline gap-2">
            {label}
            {meta}
          </div>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">{children(aria)}</div>
            {aside}
          </div>
        </>
      )}
      {mismatch !== undefined ? <FormMismatchNote id={mismatchId} note={mismatch} indent={layout === 'item'} /> : null}
      {error ? (
        <p id={errorId} className={`text-xs text-rose-400 ${layout === 'item' ? 'pl-10' : ''}`}>
          {error}
        </p>
      ) : null}
      {field.description && layout !== 'item' ? (
        <p id={helpId} className="whitespace-pre-wrap text-xs text-zinc-400">
          {field.description}
        </p>
      ) : null}
      {hints.length > 0 && layout !== 'item' ? (
        <p id={hintsId} className="font-mono text-[11px] text-zinc-500">
          {hints.join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
