import { useEffect, useState } from 'react';

type Reader = typeof import('../../../../shared/evals/parse-case-file.ts');

/**
 * The case file reader (with the YAML library), loaded once the view is
 * shown rather than with the tab: the tab's code is fetched with the Chat's.
 */
export function useCaseFileReader(): { reader?: Reader; error?: string } {
  const [loaded, setLoaded] = useState<{ reader?: Reader; error?: string }>({});
  useEffect(() => {
    let current = true;
    import('../../../../shared/evals/parse-case-file.ts').then(
      (reader) => current && setLoaded({ reader }),
      (error: unknown) =>
        current &&
        setLoaded({
          error: `The case file reader did not load (${error instanceof Error ? error.message : String(error)})`,
        }),
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}
