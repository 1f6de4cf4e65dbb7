/** One place where a value breaks a JSON Schema, as the validator's error message names it. */
export interface SchemaFailure {
  /** The place as the validator wrote it, `/a/b` (empty at the top), JSON Pointer escapes kept. */
  where: string;
  /** The same place as plain keys, the escapes undone: what a finding's pointer is built from. */
  keys: string[];
  /** What is wrong there, in the validator's words. */
  text: string;
}

/**
 * The validator's `errorMessage` ("#/a: …; #/b: …") as one failure a place. The closing "does not match schema"
 * lines only repeat that the whole failed, so they are dropped: a finding names what is wrong, not that something is.
 */
export function schemaFailures(errorMessage: string): SchemaFailure[] {
  return errorMessage
    .split(/;\s+(?=#)/)
    .map((message) => message.replace(/\.$/, ''))
    .filter((message) => !/does not match schema$/.test(message))
    .map((message) => {
      // "#/temperature: Instance type …" → where, then what.
      const [, where = '', text = message] = /^#([^:]*):\s*(.*)$/.exec(message) ?? [];
      const keys = where
        .split('/')
        .filter(Boolean)
        .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
      return { where, keys, text };
    });
}
