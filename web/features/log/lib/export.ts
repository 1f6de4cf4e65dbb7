// The page's Export and the CLI's --log write the same JSON Lines: the writer lives in shared/.
export { toJsonLines } from '../../../../shared/wire/export-log.ts';
