import { describe, expect, it } from 'vitest';
import { SuggestionFetcher } from './suggestion-fetcher.ts';
import type { Timers } from './suggestion-fetcher.ts';
import type { SuggestAnswer, SuggestField } from './suggestions.ts';

/** Timers run by hand; `pending` counts the waits not yet run. */
function manualTimers() {
  const waits = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (run) => {
      waits.set(++next, run);
      return next;
    },
    clearTimeout: (handle) => void waits.delete(handle as number),
  };
  const fire = () => {
    const runs = [...waits.values()];
    waits.clear();
    for (const run of runs) run();
  };
  return { timers, fire, pending: () => waits.size };
}

/** A source whose answers are given by hand, in any order. */
function manualSource() {
  const asked: {
    field: SuggestField;
    value: string;
    answer: (a: SuggestAnswer) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const suggest = (field: SuggestField, value: string) =>
    new Promise<SuggestAnswer>((answer, fail) => {
      asked.push({ field, value, answer, fail });
    });
  return { suggest, asked };
}

const field = { name: 'city', pointer: '/city' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SuggestionFetcher', () => {
  it('asks once typing pauses, with the last value only', async () => {
    const { timers, fire, pending } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    fetcher.request('P');
    fetcher.request('Pa');
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'loading' });
    expect(pending()).toBe(1);
    fire();
    expect(source.asked.map((a) => a.value)).toEqual(['Pa']);
    expect(source.asked[0]!.field).toEqual(field);
    source.asked[0]!.answer({ values: ['Paris', 'Palermo'], total: 12, hasMore: true });
    await settle();
    expect(fetcher.view.getSnapshot()).toEqual({
      status: 'ready',
      values: ['Paris', 'Palermo'],
      total: 12,
      hasMore: true,
      active: -1,
    });
  });

  it('drops an answer that arrives after a newer request', async () => {
    const { timers, fire } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    fetcher.request('P');
    fire();
    fetcher.request('Pr');
    fire();
    source.asked[1]!.answer({ values: ['Prague'] });
    await settle();
    source.asked[0]!.answer({ values: ['Paris'] });
    await settle();
    expect(fetcher.view.getSnapshot()).toMatchObject({ status: 'ready', values: ['Prague'] });
  });

  it('drops answers once closed', async () => {
    const { timers, fire } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    fetcher.request('P');
    fire();
    fetcher.close();
    source.asked[0]!.answer({ values: ['Paris'] });
    await settle();
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'closed' });
  });

  it('shows a failure: an error answer, or the message of a rejection', async () => {
    const { timers, fire } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    fetcher.request('P');
    fire();
    source.asked[0]!.answer({ error: 'Method not found' });
    await settle();
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'failed', error: 'Method not found' });
    fetcher.request('Pa');
    fire();
    source.asked[1]!.fail(new Error('Connection closed'));
    await settle();
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'failed', error: 'Connection closed' });
  });

  it('moves the highlight with wrap-around, and opens the list when closed', async () => {
    const { timers, fire } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    fetcher.move(1, 'P');
    expect(fetcher.view.getSnapshot().status).toBe('loading');
    fire();
    source.asked[0]!.answer({ values: ['Paris', 'Palermo'] });
    await settle();
    expect(fetcher.activeValue()).toBeUndefined();
    fetcher.move(1, 'P');
    expect(fetcher.activeValue()).toBe('Paris');
    fetcher.move(1, 'P');
    fetcher.move(1, 'P');
    expect(fetcher.activeValue()).toBe('Paris');
    fetcher.move(-1, 'P');
    expect(fetcher.activeValue()).toBe('Palermo');
  });

  it('asks the newest source after setSuggest', async () => {
    const { timers, fire } = manualTimers();
    const first = manualSource();
    const second = manualSource();
    const fetcher = new SuggestionFetcher(first.suggest, field, 150, timers);
    fetcher.setSuggest(second.suggest);
    fetcher.request('P');
    fire();
    expect(first.asked).toHaveLength(0);
    expect(second.asked).toHaveLength(1);
  });

  it('reads keys: arrows and Escape are handled, Enter picks only a highlighted value', async () => {
    const { timers, fire } = manualTimers();
    const source = manualSource();
    const fetcher = new SuggestionFetcher(source.suggest, field, 150, timers);
    expect(fetcher.key('Escape', 'P')).toBe('ignored');
    expect(fetcher.key('Enter', 'P')).toBe('ignored');
    expect(fetcher.key('ArrowDown', 'P')).toBe('handled');
    fire();
    source.asked[0]!.answer({ values: ['Paris', 'Palermo'] });
    await settle();
    expect(fetcher.key('Enter', 'P')).toBe('ignored');
    expect(fetcher.key('ArrowUp', 'P')).toBe('handled');
    expect(fetcher.key('Enter', 'P')).toEqual({ chosen: 'Palermo' });
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'closed' });
    expect(fetcher.key('x', 'P')).toBe('ignored');
    fetcher.request('Pa');
    expect(fetcher.key('Escape', 'Pa')).toBe('handled');
    expect(fetcher.view.getSnapshot()).toEqual({ status: 'closed' });
  });
});
