import { snapshotSections, sectionSpecs, type ServerSnapshot } from '../../../../shared/snapshot/snapshot.ts';

/** "12 tools · 3 resources · prompts not listed": how much a snapshot holds, in a line. */
export function snapshotCounts(snapshot: ServerSnapshot): string {
  return (
    snapshotSections
      // Skills are an extension few servers declare: said only when there are some.
      .filter((section) => section !== 'skills' || Boolean(snapshot.skills?.length))
      .map((section) => {
        const items = snapshot[section];
        const title = sectionSpecs[section].title.toLowerCase();
        return items
          ? `${items.length} ${items.length === 1 ? title.replace(/s$/, '') : title}`
          : `${title} not listed`;
      })
      .join(' · ')
  );
}

/** The capability names a snapshot's server declared. */
export function capabilityNames(snapshot: ServerSnapshot): string[] {
  const capabilities = snapshot.capabilities;
  return typeof capabilities === 'object' && capabilities !== null && !Array.isArray(capabilities)
    ? Object.keys(capabilities)
    : [];
}
