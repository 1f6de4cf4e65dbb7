import { checkboxClass } from './form-classes.ts';

/** "Send null instead" for a nullable field. Named just "null" so it never matches the field's own label. */
export function FormNullToggle({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex shrink-0 items-center gap-1.5 pt-1.5 font-mono text-xs text-zinc-400">
      <input
        type="checkbox"
        className={checkboxClass}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      null
    </label>
  );
}
