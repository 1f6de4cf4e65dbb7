import { SERVER_LIMIT_CODE } from './messages.ts';

/** What is known of a stdio server that did not get as far as answering its opening request. */
export interface StdioStartFacts {
  command: string;
  args: readonly string[];
  cwd?: string | undefined;
  /** The proxy's words for a spawn that failed; they end in Node's code: `Cannot start "x": command not found (ENOENT)`. */
  spawnError?: string | undefined;
  /** How the process ended, when it started and ended. */
  exit?: { code: number | null; signal: string | null; stderrTail: readonly string[] } | undefined;
}

export type StdioStartCause =
  | 'command-not-found'
  | 'not-executable'
  | 'working-directory'
  | 'module-missing'
  | 'wrong-node-version'
  | 'server-limit'
  | 'killed'
  | 'exited-before-answering'
  | 'could-not-start';

/** The stdio counterpart of the connection doctor's verdict: why the server did not start, with its evidence. */
export interface StdioStartFailure {
  cause: StdioStartCause;
  /** The likely cause, as a short title ("Command not found"). */
  title: string;
  /** What points to the cause, and what to try. */
  advice: string;
  /** The command as it was run, words quoted where needed. */
  commandLine: string;
  cwd?: string | undefined;
  /** How it ended: `exit code 1`, `signal SIGKILL`, or `not started (ENOENT)`. */
  ending: string;
  exitCode?: number | null;
  signal?: string | null;
  /** Node's spawn error code (ENOENT, EACCES, …) when the process never started. */
  spawnCode?: string;
  /** The last lines the process wrote to stderr. */
  stderrTail: string[];
}

/**
 * Why a stdio server failed to start, read from the spawn error's code, the
 * exit code or signal and what it wrote to stderr last: a command that is
 * not there or cannot be run, a script or dependency that is missing, code
 * the Node.js at hand cannot run, or a process that simply ended before it
 * answered. Undefined when the process neither failed to start nor ended
 * (it is running, and silent: that is another story).
 */
export function diagnoseStdioStart(facts: StdioStartFacts): StdioStartFailure | undefined {
  const commandLine = shellLine([facts.command, ...facts.args]);
  const base = { commandLine, ...(facts.cwd ? { cwd: facts.cwd } : {}) };
  if (facts.spawnError !== undefined) {
    const spawnCode = /\(([A-Z0-9_]+)\)\s*$/.exec(facts.spawnError)?.[1] ?? 'EUNKNOWN';
    const ending =
      spawnCode === SERVER_LIMIT_CODE ? 'not started (the limit on servers)' : `not started (${spawnCode})`;
    return { ...base, ending, spawnCode, stderrTail: [], ...fromSpawnError(facts, spawnCode) };
  }
  const exit = facts.exit;
  if (!exit) return undefined;
  const stderrTail = exit.stderrTail.filter((line, index, lines) => line.trim() || index < lines.length - 1);
  const ending = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
  return {
    ...base,
    ending,
    exitCode: exit.code,
    signal: exit.signal,
    stderrTail,
    ...fromExit(facts, exit.code, exit.signal, stderrTail.join('\n')),
  };
}

type Verdict = Pick<StdioStartFailure, 'cause' | 'title' | 'advice'>;

function fromSpawnError(facts: StdioStartFacts, code: string): Verdict {
  const command = JSON.stringify(facts.command);
  if (code === SERVER_LIMIT_CODE) {
    // The proxy's own words say it all: its limit, the option, and what to do.
    const words = (facts.spawnError ?? '').replace(/\s*\([A-Z0-9_]+\)\s*$/, '');
    return { cause: 'server-limit', title: 'Too many servers', advice: `${words}.` };
  }
  if (/working directory/.test(facts.spawnError ?? '')) {
    return {
      cause: 'working-directory',
      title: 'Working directory not usable',
      advice: `${facts.spawnError}. Fix the working directory, or leave it empty to start the server where the inspector runs.`,
    };
  }
  if (code === 'ENOENT') {
    const where = facts.command.includes('/')
      ? `There is no file at ${command}${facts.command.startsWith('/') ? '' : ' (a relative path is read from the working directory)'}.`
      : `Nothing called ${command} is on the PATH the server is started with.`;
    return {
      cause: 'command-not-found',
      title: 'Command not found',
      advice: `${where} Check the spelling, install it, or give its full path. A command that only your shell's profile puts on the PATH (nvm, asdf, pyenv) may not be on the inspector's.`,
    };
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'ENOEXEC' || code === 'EISDIR') {
    return {
      cause: 'not-executable',
      title: 'Not executable',
      advice: `${command} exists but cannot be run as a program (${code}): it is a directory, a file without execute permission (chmod +x), or a script without a #! line. A script can also be run through its interpreter, such as node server.js or python server.py.`,
    };
  }
  return { cause: 'could-not-start', title: 'Could not start', advice: `${facts.spawnError}.` };
}

function fromExit(facts: StdioStartFacts, code: number | null, signal: string | null, stderr: string): Verdict {
  const missing = missingModule(stderr);
  if (missing)
    return missing.script ? scriptMissing(facts, missing.name) : dependencyMissing(missing.name, missing.python);
  const version = /^Node\.js (v\d+[\d.]*)/m.exec(stderr)?.[1];
  if (cannotRunHere(stderr)) {
    return {
      cause: 'wrong-node-version',
      title: 'Wrong Node.js version',
      advice: `The server's code does not run on ${version ? `Node.js ${version}` : 'the Node.js that started it'}: it uses syntax or a feature this version lacks, or declares an engine it does not match. Start it with the Node.js the server asks for (its package.json "engines"), or give that node's full path as the command. (A TypeScript file run by plain node fails the same way.)`,
    };
  }
  if (code === 127) {
    return {
      cause: 'command-not-found',
      title: 'Command not found',
      advice: `The process exited with code 127, a shell's "command not found": a command it runs is not on its PATH. Its stderr below names it.`,
    };
  }
  if (code === 126) {
    return {
      cause: 'not-executable',
      title: 'Not executable',
      advice:
        'The process exited with code 126, a shell\'s "found but cannot be run": check the execute permission (chmod +x) and the #! line of what it runs.',
    };
  }
  if (/\bE404\b|404 Not Found/.test(stderr) && /\bnpm\b/.test(stderr)) {
    return {
      cause: 'command-not-found',
      title: 'Package not found',
      advice:
        'npm could not find the package to run in its registry: check the package name (and the registry npm is set to use).',
    };
  }
  if (signal) {
    const why =
      signal === 'SIGKILL'
        ? ' (out of memory, or ended by another process)'
        : signal === 'SIGSEGV' || signal === 'SIGABRT' || signal === 'SIGBUS'
          ? ' (it crashed)'
          : '';
    return {
      cause: 'killed',
      title: 'Killed by a signal',
      advice: `The process was ended by ${signal}${why} before it answered.`,
    };
  }
  const said = stderr.trim() ? ' Its last stderr lines, below, usually say why.' : ' It wrote nothing to stderr.';
  const advice =
    code === 0
      ? `The process ended (exit code 0) before it answered: a stdio server must keep running and read requests from its stdin. Does it need an argument (such as stdio) to serve, or did it print its usage?${said}`
      : `The process exited with code ${code} before it answered.${said}`;
  return { cause: 'exited-before-answering', title: 'Exited before answering', advice };
}

function scriptMissing(facts: StdioStartFacts, name: string): Verdict {
  const relative = !name.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(name);
  return {
    cause: 'module-missing',
    title: 'Script not found',
    advice: `The script ${JSON.stringify(name)} does not exist${relative || facts.cwd ? ` (relative paths are read from the working directory${facts.cwd ? ` ${JSON.stringify(facts.cwd)}` : ''})` : ''}. Check the path in the arguments; a server written in TypeScript may need building first (its dist/ or build/ folder).`,
  };
}

function dependencyMissing(name: string, python: boolean): Verdict {
  return {
    cause: 'module-missing',
    title: 'Module missing',
    advice: python
      ? `Python cannot find the module ${JSON.stringify(name)}: install the server's dependencies (pip install, uv sync) in the environment the command runs, or start it with that environment's python.`
      : `Node.js cannot find ${JSON.stringify(name)}, which the server imports: install the server's dependencies (npm install in its folder), or build it if the path points into its build output.`,
  };
}

/** The module a Node.js or Python process could not find, and whether it is the script it was asked to run. */
function missingModule(stderr: string): { name: string; script: boolean; python: boolean } | undefined {
  const python = /ModuleNotFoundError: No module named '([^']+)'/.exec(stderr);
  if (python) return { name: python[1]!, script: false, python: true };
  const pythonScript = /can't open file '([^']+)': \[Errno 2\]/.exec(stderr);
  if (pythonScript) return { name: pythonScript[1]!, script: true, python: true };
  const node = /Cannot find (module|package) '([^']+)'(?: imported from (\S+))?/.exec(stderr);
  if (!node) return undefined;
  // The entry point itself: CommonJS's loader names no one requiring it; an import names its importer.
  const requiredBySomething = node[3] !== undefined || /requireStack: \[\s*'/.test(stderr);
  return { name: node[2]!, script: node[1] === 'module' && !requiredBySomething, python: false };
}

/** Signs that the code needs another Node.js: syntax this one does not parse, a built-in it lacks, an engine check. */
function cannotRunHere(stderr: string): boolean {
  if (
    /EBADENGINE|Unsupported engine|ERR_UNKNOWN_BUILTIN_MODULE|ERR_REQUIRE_ESM|ERR_UNKNOWN_FILE_EXTENSION/.test(stderr)
  )
    return true;
  if (/requires? (?:at least )?Node(?:\.js)? (?:version )?(?:v|>=\s*)?\d+/i.test(stderr)) return true;
  // A JSON file that does not parse is the server's data, not its Node.js.
  return (
    /SyntaxError: (Unexpected token|Unexpected reserved word|Unexpected identifier|Invalid regular expression flags|Cannot use import statement)/.test(
      stderr,
    ) && !/in JSON at position|is not valid JSON/.test(stderr)
  );
}

function shellLine(words: readonly string[]): string {
  return words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word))).join(' ');
}
