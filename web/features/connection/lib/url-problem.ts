// Apart from the URL fields (remote-fields.tsx), which load when a URL is first chosen: the form checks the address
// it holds, whichever fields show.

/** What is wrong with a server's URL as typed, for the field to say; undefined for an http: or https: URL. */
export function urlProblem(url: string): string | undefined {
  if (!url.trim()) return 'Enter the server’s URL';
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return `Only http: and https: URLs (not ${parsed.protocol})`;
    return undefined;
  } catch {
    return 'Not a URL: it needs a scheme and a host, like http://127.0.0.1:3001/mcp';
  }
}
