/** How bad a finding is: an error or a warning flags the frame; an `info` only tells. */
export type FindingSeverity = 'error' | 'warning' | 'info';
