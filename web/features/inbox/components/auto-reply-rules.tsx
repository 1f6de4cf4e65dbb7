import { useId } from 'react';
import type { AutoReplyRules } from '../../../../shared/inbox/auto-reply.ts';
import { Field, inputClass } from '../../../components/field.tsx';

type SamplingChoice = 'ask' | 'text' | 'decline';
type ElicitationChoice = 'ask' | 'decline' | 'cancel';

/** Rules for repeated runs: sampling answered with a fixed text or declined, elicitation declined or cancelled. */
export function AutoReplyRulesEditor({
  rules,
  onChange,
}: {
  rules: AutoReplyRules;
  onChange: (rules: AutoReplyRules) => void;
}) {
  const id = useId();
  const sampling: SamplingChoice = rules.sampling?.kind ?? 'ask';
  const elicitation: ElicitationChoice = rules.elicitation?.kind ?? 'ask';
  const samplingText = rules.sampling?.kind === 'text' ? rules.sampling.text : '';
  return (
    <fieldset className="space-y-3 rounded-md border border-zinc-800 p-3">
      <legend className="px-1 text-xs font-medium text-zinc-400">Auto-reply (for repeated runs)</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field id={`${id}-sampling`} label="Sampling requests">
          <select
            id={`${id}-sampling`}
            className={inputClass}
            value={sampling}
            onChange={(event) => {
              const choice = event.target.value as SamplingChoice;
              const { sampling: _, ...rest } = rules;
              onChange(
                choice === 'ask'
                  ? rest
                  : {
                      ...rest,
                      sampling:
                        choice === 'decline' ? { kind: 'decline' } : { kind: 'text', text: samplingText || 'OK' },
                    },
              );
            }}
          >
            <option value="ask">Ask me</option>
            <option value="text">Reply with a fixed text</option>
            <option value="decline">Decline</option>
          </select>
        </Field>
        {sampling === 'text' ? (
          <Field id={`${id}-text`} label="Fixed reply text">
            <input
              id={`${id}-text`}
              className={inputClass}
              value={samplingText}
              onChange={(event) => onChange({ ...rules, sampling: { kind: 'text', text: event.target.value } })}
            />
          </Field>
        ) : (
          <span />
        )}
        <Field id={`${id}-elicitation`} label="Elicitation requests">
          <select
            id={`${id}-elicitation`}
            className={inputClass}
            value={elicitation}
            onChange={(event) => {
              const choice = event.target.value as ElicitationChoice;
              const { elicitation: _, ...rest } = rules;
              onChange(choice === 'ask' ? rest : { ...rest, elicitation: { kind: choice } });
            }}
          >
            <option value="ask">Ask me</option>
            <option value="decline">Decline</option>
            <option value="cancel">Cancel</option>
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
