// The appearance the person chose (web/lib/appearance.ts keeps it), set before the first paint so a light page never
// flashes dark. A file, not an inline script: the page's CSP allows scripts from 'self' only.
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem('mcp-loupe:appearance');
  } catch {}
  const light = choice === 'light' || (choice !== 'dark' && matchMedia('(prefers-color-scheme: light)').matches);
  document.documentElement.dataset.appearance = light ? 'light' : 'dark';
})();
