// The figures issue 18 asks for, each with its target: picked out of results.json, judged, and
// written as the table the README shows. A figure whose step did not run is "not measured", never 0.

export type Results = Record<string, unknown>;

export type Target = { below: number } | { atLeast: number };

export interface FigureSpec {
  id: string;
  /** What is measured, in a person's words. */
  what: string;
  unit: string;
  target?: Target;
  /** The figure (a median) from the results, or undefined when it was not measured. */
  pick(results: Results): number | undefined;
  /** The official inspector's figure, where the same thing was measured for it in the same run. */
  reference?(results: Results): number | string | undefined;
  /** How a 0 reads (a longest task of 0: the browser reported none over 50 ms). */
  zero?: string;
}

export interface JudgedFigure {
  id: string;
  what: string;
  unit: string;
  value: number | null;
  target: Target | null;
  /** null when there is no target or no value. */
  met: boolean | null;
  reference?: number | string;
  zero?: string;
}

/** The value at `path` (dot-separated) if it is a finite number. */
export function at(results: Results, path: string): number | undefined {
  let value: unknown = results;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The value at `path`, or what stands there instead (a reason it is missing), for the reference column. */
export function atOrReason(results: Results, path: string): number | string | undefined {
  const number = at(results, path);
  if (number !== undefined) return number;
  let value: unknown = results;
  for (const key of path.split('.').slice(0, -1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const missing = value as { didNotFinish?: string; unavailable?: string; failed?: string };
    return missing.didNotFinish ?? missing.unavailable ?? missing.failed;
  }
  return undefined;
}

export function judge(specs: FigureSpec[], results: Results): JudgedFigure[] {
  return specs.map((spec) => {
    const value = spec.pick(results);
    const met =
      value === undefined || !spec.target
        ? null
        : 'below' in spec.target
          ? value < spec.target.below
          : value >= spec.target.atLeast;
    const reference = spec.reference?.(results);
    return {
      id: spec.id,
      what: spec.what,
      unit: spec.unit,
      value: value ?? null,
      target: spec.target ?? null,
      met,
      ...(reference !== undefined ? { reference } : {}),
      ...(spec.zero ? { zero: spec.zero } : {}),
    };
  });
}

const number = (value: number) =>
  Math.abs(value) >= 1_000 ? Math.round(value).toLocaleString('en-US') : String(value);

export const withUnit = (value: number, unit: string) =>
  unit === '×' ? `${number(value)}×` : unit ? `${number(value)} ${unit}` : number(value);

export const targetText = (target: Target, unit: string) =>
  'below' in target ? `under ${withUnit(target.below, unit)}` : `at least ${withUnit(target.atLeast, unit)}`;

/** A Markdown table: figure, mcp-loupe, the official inspector, target, met. */
export function markdownTable(figures: JudgedFigure[], referenceName: string): string {
  const rows = figures.map((figure) => {
    const shown = (value: number) => (value === 0 && figure.zero ? figure.zero : withUnit(value, figure.unit));
    const value = figure.value === null ? 'not measured' : shown(figure.value);
    const reference =
      figure.reference === undefined
        ? ''
        : typeof figure.reference === 'number'
          ? shown(figure.reference)
          : figure.reference;
    const target = figure.target ? targetText(figure.target, figure.unit) : '';
    const met = figure.met === null ? '' : figure.met ? 'yes' : 'no';
    return `| ${figure.what} | ${value} | ${reference} | ${target} | ${met} |`;
  });
  return [
    `| figure (median of several runs) | mcp-loupe | ${referenceName} | target | met |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
