export function buildIsFresh(root?: string): boolean;
