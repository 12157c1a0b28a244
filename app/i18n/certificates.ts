import type { Localised } from "~/i18n/localised";

/**
 * Certificates of attendance (issue #42): the printable certificate (in her language), its
 * public check at /verify/certificate, and her list in My records. Pages without a script
 * bundle: they read this namespace with `useTexts`. English first, the source of truth; Boko
 * with ɓ ɗ ƙ ƴ and ʼ (U+02BC).
 */

const en = {
  certificate: {
    title: "Certificate of attendance",
    certifies: "This is to certify that",
    attended: "attended",
    heldOn: "held on {date} at {location}.",
    issuedBy: "Issued by {association}",
    code: "Certificate code",
    check: "Anyone can check it: scan the QR code, or enter the code at {url}",
    qrLabel: "QR code: check this certificate",
    printHint:
      "To print it on A4, use your browser’s Print. On a phone, keep this page or take a screenshot.",
    revoked: "This certificate was revoked: it no longer certifies attendance.",
  },
  verify: {
    title: "Check a certificate",
    lead: "Enter the code printed on the certificate, or scan its QR code.",
    codeLabel: "Certificate code",
    codeHint: "16 letters and digits, e.g. 7KQ2-M9XD-AB12-CD34",
    submit: "Check",
    valid: "Valid",
    revoked: "Revoked",
    validLead: "This certificate of attendance was issued by {association}.",
    revokedLead: "{association} revoked this certificate: it no longer certifies attendance.",
    name: "Name",
    event: "Event",
    date: "Date",
    notFoundTitle: "Certificate not found",
    notFound: "No certificate has this code. Check the code and try again.",
    badCode: "Enter the code as it is printed: 16 letters and digits, e.g. 7KQ2-M9XD-AB12-CD34.",
    regionLabel: "The certificate checked",
  },
  mine: {
    title: "My certificates",
    lead: "Your certificates of attendance, the latest event first.",
    none: "You have no certificate yet. After an event where you were checked in at the door, yours appears here.",
    open: "See the certificate",
    revoked: "Revoked",
  },
};

const ha: typeof en = {
  certificate: {
    title: "Takardar shaidar halarta",
    certifies: "Wannan takarda tana shaida cewa",
    attended: "ta halarci",
    heldOn: "wanda aka yi ranar {date} a {location}.",
    issuedBy: "Daga {association}",
    code: "Lambar takardar shaida",
    check: "Kowa zai iya tabbatar da ita: ya duba lambar QR, ko ya shigar da lambar a {url}",
    qrLabel: "Lambar QR: tabbatar da wannan takardar shaida",
    printHint:
      "Don ki buga ta a takarda A4, ki yi amfani da Print na burauzarki. A waya, ki ajiye wannan shafi ko ki ɗauki hoton allo.",
    revoked: "An soke wannan takardar shaida: ba ta ƙara shaida halarta.",
  },
  verify: {
    title: "Tabbatar da takardar shaida",
    lead: "Shigar da lambar da ke rubuce a kan takardar shaidar, ko duba lambar QR ɗinta.",
    codeLabel: "Lambar takardar shaida",
    codeHint: "Haruffa da lambobi 16, misali 7KQ2-M9XD-AB12-CD34",
    submit: "Tabbatar",
    valid: "Sahihiya ce",
    revoked: "An soke ta",
    validLead: "{association} ce ta bayar da wannan takardar shaidar halarta.",
    revokedLead: "{association} ta soke wannan takardar shaida: ba ta ƙara shaida halarta.",
    name: "Suna",
    event: "Taro",
    date: "Rana",
    notFoundTitle: "Ba a sami takardar shaidar ba",
    notFound: "Babu takardar shaida mai wannan lamba. Duba lambar ka sake gwadawa.",
    badCode:
      "Shigar da lambar kamar yadda take rubuce: haruffa da lambobi 16, misali 7KQ2-M9XD-AB12-CD34.",
    regionLabel: "Takardar shaidar da aka tabbatar",
  },
  mine: {
    title: "Takardun shaidata",
    lead: "Takardun shaidar halartarki, taron baya-bayan nan na farko.",
    none: "Ba ki da takardar shaida tukuna. Bayan taron da aka tabbatar da zuwanki a ƙofa, taki za ta bayyana a nan.",
    open: "Duba takardar shaidar",
    revoked: "An soke ta",
  },
};

export const certificatesTexts: Localised<typeof en> = { en, ha };
