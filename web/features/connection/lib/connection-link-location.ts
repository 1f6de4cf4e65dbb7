import {
  parseConnectionLink,
  withoutLinkParams,
  type ConnectionLink,
} from '../../../../shared/config/connection-link.ts';

let taken: { link?: ConnectionLink; problem?: string } | undefined;

/**
 * The connection a link carried in the page's query, read once: its
 * parameters then leave the address bar (the token's code already took the
 * token), so a reload returns to the last connection rather than to the link.
 * Read again (React's strict mode runs initialisers twice), it answers the same.
 */
export function takeConnectionLink(
  location: Location = window.location,
  history: History = window.history,
): { link?: ConnectionLink; problem?: string } {
  if (taken) return taken;
  taken = parseConnectionLink(location.search);
  if (taken.link || taken.problem)
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${withoutLinkParams(location.search)}${location.hash}`,
    );
  return taken;
}
