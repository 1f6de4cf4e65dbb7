/**
 * The host's look, as the specification's standard variables (2026-01-26):
 * each color as light-dark(), so the view follows the theme it is told.
 */
export function hostStyles(): { variables: Record<string, string> } {
  return {
    variables: {
      '--color-background-primary': 'light-dark(#ffffff, #18181b)',
      '--color-background-secondary': 'light-dark(#f4f4f5, #27272a)',
      '--color-background-tertiary': 'light-dark(#e4e4e7, #3f3f46)',
      '--color-background-inverse': 'light-dark(#18181b, #fafafa)',
      '--color-text-primary': 'light-dark(#18181b, #fafafa)',
      '--color-text-secondary': 'light-dark(#52525b, #a1a1aa)',
      '--color-text-tertiary': 'light-dark(#71717a, #71717a)',
      '--color-text-inverse': 'light-dark(#fafafa, #18181b)',
      '--color-text-danger': 'light-dark(#be123c, #fda4af)',
      '--color-text-success': 'light-dark(#047857, #6ee7b7)',
      '--color-text-warning': 'light-dark(#b45309, #fcd34d)',
      '--color-text-info': 'light-dark(#0369a1, #7dd3fc)',
      '--color-border-primary': 'light-dark(#d4d4d8, #3f3f46)',
      '--color-border-secondary': 'light-dark(#e4e4e7, #27272a)',
      '--color-ring-primary': 'light-dark(#0284c7, #38bdf8)',
      '--font-sans': 'ui-sans-serif, system-ui, sans-serif',
      '--font-mono': 'ui-monospace, SFMono-Regular, Menlo, monospace',
      '--font-weight-normal': '400',
      '--font-weight-medium': '500',
      '--font-weight-semibold': '600',
      '--font-weight-bold': '700',
      '--font-text-sm-size': '0.875rem',
      '--font-text-md-size': '1rem',
      '--border-radius-sm': '4px',
      '--border-radius-md': '6px',
      '--border-radius-lg': '8px',
      '--border-width-regular': '1px',
    },
  };
}
