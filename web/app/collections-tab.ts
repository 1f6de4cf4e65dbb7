/**
 * The Collections tab's page, reached through this file: the page's chunk and the chunks it shares with
 * the Evals tab and the Tools tab's "Add to collection" are named in this file's preload list, not in the
 * shell's, which the first screen loads (e2e/first-screen-budget.spec.ts).
 */
export const loadCollectionsPage = () =>
  import('../features/collections/components/collections-page.tsx').then((module) => module.default);
