// The one rule for the name of an environment variable the person gives a
// server, wherever it enters (the page's field, a link's env=, an imported
// config, the CLI's -e and --env-from, the bridge's spawn request). A POSIX
// name is the only kind a shell takes in `NAME=value command` and in
// `export NAME`: anything else would be read as a command word when a copied
// command is pasted, and `=` in a name would split differently in the child.

/** A POSIX shell's name: a letter or underscore, then letters, digits and underscores. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether `name` is a POSIX name (`API_KEY`, `_x1`), the only kind a variable may have here. */
export function isEnvName(name: string): boolean {
  return ENV_NAME.test(name);
}

/**
 * Why `name` cannot be a variable's name, or undefined when it can. The
 * name is shown as JSON (a newline or a control character stays visible),
 * cut when long: a name is not a secret, but it need not fill the screen.
 */
export function envNameProblem(name: string): string | undefined {
  if (isEnvName(name)) return undefined;
  const shown = JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name);
  if (name === '') return 'An environment variable needs a name';
  return `The environment variable name ${shown} is not a POSIX name (a letter or _, then letters, digits or _)`;
}

/** Why a variable's value cannot reach a process (a NUL ends a C string), naming the variable, never showing the value. */
export function envValueProblem(name: string, value: string): string | undefined {
  return value.includes('\0')
    ? `The value of ${name} holds a NUL character, which no process can be given (the value is not shown, as it may be a secret)`
    : undefined;
}
