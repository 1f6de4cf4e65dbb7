import { smallButtonClass } from './form-classes.ts';

/**
 * Takes an optional field back to "not sent" (left out of the arguments),
 * which no value of the control can say: an unticked box is false, an
 * emptied list is []. Named "Don't send <field>" for the field it leaves out.
 */
export function FormDontSend({ name, disabled, onClick }: { name: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${smallButtonClass} shrink-0 whitespace-nowrap py-0.5 text-[11px]`}
      title={`Leave ${name} out of the arguments`}
      disabled={disabled}
      onClick={onClick}
    >
      Don&apos;t send<span className="sr-only"> {name}</span>
    </button>
  );
}
