// See index.html.
(() => {
  const system = matchMedia('(prefers-color-scheme: light)');
  const apply = () => {
    let choice;
    try {
      choice = localStorage.getItem('mcp-loupe:appearance');
    } catch {}
    document.documentElement.dataset.appearance =
      choice === 'light' || (choice !== 'dark' && system.matches) ? 'light' : 'dark';
  };
  apply();
  system.addEventListener('change', apply);
})();
