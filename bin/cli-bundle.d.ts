/** See bin/cli-bundle.js: the URL of the CLI bundle's entry when it is there and fresh, else undefined. */
export function freshCliBundle(
  packageRoot: URL,
  options: { checkout: boolean; env?: NodeJS.ProcessEnv },
): URL | undefined;
