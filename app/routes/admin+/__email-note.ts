/**
 * An admin's toast after an action that e-mailed her (issue #27) says so after its own words
 * (the spec's, kept as they are). With e-mail off nothing was queued, and nothing changes.
 */
export function withEmailNote(description: string, emailed: boolean): string {
  if (!emailed) return description;
  return `${description}${description.endsWith(".") ? "" : "."} An e-mail was sent to her.`;
}

/** The origin of the links in the e-mails an admin's action sends: the site she is on. */
export const originOf = (request: Request) => new URL(request.url).origin;
