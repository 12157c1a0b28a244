/** A certificate of attendance's addresses (issue #42), for pages and messages alike. */

/** Where a certificate is shown, printable; its QR code goes to its check. */
export const certificatePath = (code: string) => `/certificates/${code}`;

/** Where anyone checks a certificate: its code in the path, or the form to type it. */
export const certificateCheckPath = (code?: string) =>
  code ? `/verify/certificate/${code}` : "/verify/certificate";
