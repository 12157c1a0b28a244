/**
 * The public pages an election's opening or close changes (issue #42): the list of elections and
 * its own page. Their cached copies are dropped then (forgetCachedPage).
 */
export const electionPublicPaths = (electionId: string) => [
  "/elections",
  `/elections/${electionId}`,
];
