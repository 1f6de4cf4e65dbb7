import { useEffect, useState } from 'react';
import type { ClipboardEvent } from 'react';
import type { StringField } from '../../../shared/schema-form/field.ts';
import { textToValue, valueToText } from '../../../shared/schema-form/input-value.ts';
import { isLargeText, largePaste } from '../../../shared/schema-form/large-text.ts';
import { inputClass } from './form-classes.ts';
import { FormComboboxInput } from './form-combobox-input.tsx';
import { FormLargeText } from './form-large-text.tsx';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { FormMultilineToggle } from './form-multiline-toggle.tsx';
import { frameProps, isAllowedNull } from './schema-field-shared.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'date-time': '2025-01-31T12:00:00Z',
  uri: 'https://…',
  email: 'name@example.com',
  uuid: '00000000-0000-0000-0000-000000000000',
};

/** The input type for a format, as long as the browser can show the current text in it. */
function inputType(format: string | undefined, text: string): string {
  if (format === 'email') return 'email';
  if (format === 'uri' || format === 'url') return 'url';
  if (format === 'date' && (text === '' || DATE.test(text))) return 'date';
  return 'text';
}

/**
 * A text input, or a textarea when the schema hints at long text, the value
 * has a line break (an input would drop it), or the user asks for one with
 * the "multi-line" toggle. Enter in the input runs the tool; in the textarea
 * it starts a new line, and Ctrl+Enter runs. With a suggestion source the
 * input is a combobox offering completions.
 */
export function StringControl(props: FieldProps<StringField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const text = valueToText(value);
  const isNull = isAllowedNull(props);
  const [override, setOverride] = useState<boolean>();
  const [focusRequest, setFocusRequest] = useState(0);
  const hasLineBreak = text.includes('\n');
  const multiline = hasLineBreak || (override ?? field.multiline);
  const type = inputType(field.format, text);
  const onText = (next: string) => env.onChange(path, textToValue(field, next, inArray));
  const [editLarge, setEditLarge] = useState(false);
  const large = isLargeText(text) && !editLarge;
  // A paste that makes the text large is taken here, so the browser never lays it out in the control.
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (editLarge) return;
    const control = event.currentTarget;
    const next = largePaste(
      control.value,
      control.selectionStart,
      control.selectionEnd,
      event.clipboardData.getData('text/plain'),
    );
    if (next === undefined) return;
    event.preventDefault();
    onText(next);
    setFocusRequest((n) => n + 1);
  };

  useEffect(() => {
    if (focusRequest > 0) document.getElementById(id)?.focus();
  }, [focusRequest, id]);

  const toggle = (
    <FormMultilineToggle
      pressed={multiline}
      locked={hasLineBreak}
      disabled={env.disabled}
      labelledBy={`${id}-label`}
      inItem={inArray}
      onToggle={() => {
        setOverride(!multiline);
        setFocusRequest((n) => n + 1);
      }}
    />
  );
  return (
    <FieldFrame {...frameProps(props, id, 'withControls')} tools={large ? undefined : toggle}>
      {(aria) =>
        large ? (
          <FormLargeText
            aria={aria}
            text={text}
            disabled={env.disabled || isNull}
            onReplace={(next) => {
              onText(next);
              setFocusRequest((n) => n + 1);
            }}
            onEditAnyway={() => {
              setEditLarge(true);
              setOverride(true);
              setFocusRequest((n) => n + 1);
            }}
          />
        ) : multiline ? (
          <textarea
            {...aria}
            className={`${inputClass} resize-y leading-5`}
            rows={Math.min(Math.max(text.split('\n').length + 1, field.multiline ? 4 : 3), 16)}
            value={text}
            placeholder={isNull ? 'null' : undefined}
            disabled={env.disabled || isNull}
            spellCheck={false}
            onChange={(event) => onText(event.target.value)}
            onPaste={onPaste}
            onBlur={() => env.onTouch(path)}
          />
        ) : env.suggest !== undefined ? (
          <FormComboboxInput
            aria={aria}
            input={{
              // A date picker cannot be a combobox.
              type: type === 'date' ? 'text' : type,
              className: inputClass,
              value: text,
              placeholder: isNull ? 'null' : field.format === undefined ? undefined : PLACEHOLDERS[field.format],
              disabled: env.disabled || isNull,
              onPaste,
            }}
            suggest={env.suggest}
            path={path}
            onText={onText}
            onBlur={() => env.onTouch(path)}
          />
        ) : (
          <input
            {...aria}
            type={type}
            className={inputClass}
            value={text}
            placeholder={isNull ? 'null' : field.format === undefined ? undefined : PLACEHOLDERS[field.format]}
            disabled={env.disabled || isNull}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onText(event.target.value)}
            onPaste={onPaste}
            onBlur={() => env.onTouch(path)}
          />
        )
      }
    </FieldFrame>
  );
}
