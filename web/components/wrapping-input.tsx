import type { TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'rows'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A one-line value (a path, a command line, a URL) that wraps to show whole
 * rather than scrolling out of sight in a narrow column. It grows with its
 * text; a line break pasted in becomes a space, and Enter submits the form, as
 * in an input.
 */
export function WrappingInput({ value, onValueChange, className = '', ...props }: Props) {
  return (
    <textarea
      rows={1}
      value={value}
      className={`${className} resize-none field-sizing-content`}
      onChange={(event) => onValueChange(event.target.value.replace(/\r?\n/g, ' '))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit();
      }}
      {...props}
    />
  );
}
