/** How many website templates a free member may keep (spec §9). */
export const TEMPLATES_LIMIT = 5;
export const TEMPLATES_LIMIT_TEXT = `Templates Limit: ${TEMPLATES_LIMIT} (Free Member)`;
