import { parseRecord } from '../lib/guards.ts';

/**
 * Whether a line a server wrote to stderr reads as trouble. Servers may log
 * to stderr (the stdio transport says so), and most do: a banner, "[info]
 * …", a gateway's routine lines. Trouble is what reads as an error or a
 * stack trace: an explicit error level (a prefix, `level=error`, a JSON
 * log's level), an error's name and message (`TypeError: …`), a stack
 * frame, an errno code, npm's error lines, or the words of a failure where
 * no routine level was given. A line that names a routine level (info,
 * debug, warn, …) is routine even if its words mention an error, unless it
 * is a stack frame.
 */
export function stderrReadsAsTrouble(line: string): boolean {
  const text = line.trim();
  if (!text) return false;
  if (STACK_FRAME.some((pattern) => pattern.test(line))) return true;
  const level = jsonLevel(text) ?? prefixLevel(text);
  if (level !== undefined) return level === 'error';
  return ERROR_NAME.test(text) || ERRNO.test(text) || FAILURE_WORDS.test(text);
}

type Level = 'error' | 'routine';

const ERROR_LEVELS = new Set([
  'error',
  'err',
  'fatal',
  'critical',
  'crit',
  'panic',
  'emerg',
  'emergency',
  'alert',
  'severe',
]);
const ROUTINE_LEVELS = new Set([
  'info',
  'information',
  'debug',
  'trace',
  'verbose',
  'notice',
  'warn',
  'warning',
  'log',
  'silly',
  'fine',
  'finer',
  'finest',
  'config',
]);

function levelOf(word: string): Level | undefined {
  const lower = word.toLowerCase();
  if (ERROR_LEVELS.has(lower)) return 'error';
  if (ROUTINE_LEVELS.has(lower)) return 'routine';
  return undefined;
}

/** A JSON log line's level: a word (`"level":"error"`, `"severity":"ERROR"`) or pino's and bunyan's numbers (50 error, 60 fatal). */
function jsonLevel(text: string): Level | undefined {
  if (!text.startsWith('{') || !text.endsWith('}') || text.length > 65_536) return undefined;
  const record = parseRecord(text);
  if (!record) return undefined;
  for (const key of ['level', 'severity', 'levelname', 'lvl', 'log.level']) {
    const field = record[key];
    if (typeof field === 'number') return field >= 50 ? 'error' : 'routine';
    if (typeof field === 'string') {
      const level = levelOf(field);
      if (level) return level;
    }
  }
  if ('err' in record || 'error' in record || 'stack' in record) return 'error';
  return undefined;
}

/**
 * A level named near the start: `ERROR …`, `[warn] …`, `2026-11-28T10:00:00Z INFO …`,
 * `level=debug …`, `[Server] [ERROR] …`, `E1128 …` is not read (too short to be sure).
 */
function prefixLevel(text: string): Level | undefined {
  const logfmt = /(?:^|\s)(?:level|lvl|severity)=["']?([A-Za-z]+)/.exec(text);
  if (logfmt) return levelOf(logfmt[1]!);
  // Up to three leading parts (a timestamp, a logger's name in brackets) before the level word.
  const head = text.slice(0, 160);
  const words = head.split(/[\s|]+/).slice(0, 5);
  for (const raw of words) {
    const word = raw.replace(/^[[(<{]+|[\])>}:,.-]+$/g, '');
    const level = levelOf(word);
    // A lowercase word in the middle of prose ("an error occurred") is not a level; a bracketed or capitalised one, or the first word, is.
    if (level && (raw !== word || word === word.toUpperCase() || raw === words[0])) return level;
  }
  return undefined;
}

const STACK_FRAME = [
  // Node, browsers' V8: "    at fn (file.js:10:5)", "    at file.js:10:5", "    at async Promise.all (index 0)"
  /^\s+at\s+(?:async\s+)?\S.*(?::\d+:\d+\)?|\(native\)|\(index \d+\))\s*$/,
  // Python
  /^Traceback \(most recent call last\):/,
  /^\s+File ".*", line \d+/,
  // Java and the JVM
  /^\s+at [\w$.]+\([\w$.]*(?::\d+)?\)\s*$/,
  /^Exception in thread "/,
  // Go, Rust
  /^goroutine \d+ \[/,
  /^panic: /,
  /^thread '.*' panicked at/,
];

/** `TypeError: …`, `Error [ERR_MODULE_NOT_FOUND]: …`, `Uncaught Error: …`, `ValueError: …`, `java.lang.IllegalStateException: …`. */
const ERROR_NAME =
  /^(?:Uncaught\s+(?:\(in promise\)\s+)?)?(?:[\w$]+\.)*[A-Z]?[\w$]*(?:Error|Exception|Panic)\b(?:\s*\[[\w-]+\])?:/;

/** Errno codes Node and libc name failures by, and npm's error lines. */
const ERRNO =
  /\b(?:ENOENT|EACCES|EPERM|EADDRINUSE|EADDRNOTAVAIL|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EMFILE|ENOTFOUND|EAI_AGAIN|ERR_[A-Z_]+)\b|^npm (?:ERR!|error\b)/;

/** The words of a failure, where no level said the line is routine. */
const FAILURE_WORDS =
  /\b(?:error|fatal|failed|failure|exception|panic(?:ked)?|segmentation fault|core dumped|unhandled|uncaught|aborted|could not|couldn't|cannot|can't|unable to|permission denied|not found|no such file|refused|crash(?:ed)?)\b/i;
