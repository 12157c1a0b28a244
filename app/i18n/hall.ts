import type { Localised } from "~/i18n/localised";

/**
 * The hall at the AGM, /admin/elections/{id}/hall (issue #42): a steward marks who votes on
 * paper. Like the door (door.ts), it speaks the page's language for stewards and admins alike,
 * and its loader sends these texts in that language only. Hausa in the vocabulary of
 * elections.ts (jefa ƙuriʼa, takarda, zauren taro).
 */

const en = {
  meta: {
    title: "Votes on paper: {title}",
    description: "Mark the members who vote on paper at the hall.",
  },
  layout: { heading: "Votes on paper at the hall", logout: "Logout" },
  heading: "Votes on paper: {title}",
  turnout: "{voted} of {electorate} members have voted ({online} online, {paper} on paper).",
  lead: "Find the member by her card (scan its QR code or type its number) or by her name. Mark her, then hand her one ballot paper.",
  search: { label: "Card number, card link or name", submit: "Find" },
  noMatch: "Nobody in this election's electorate matches this search.",
  more: "More members match: type more of her name, or her card number.",
  searchLimited: "Too many searches. You can search again in a minute.",
  columns: { card: "Card", status: "Voted" },
  status: { none: "Not yet", online: "Online", paper: "On paper" },
  mark: "Votes on paper",
  markName: "{name} votes on paper",
  notOpen: "Voting is not open now: it runs from {opens} to {closes}. Nobody can be marked.",
  outcomes: {
    marked: "{name} votes on paper. Hand her one ballot paper.",
    votedOnline: "{name} has voted online already: no ballot paper.",
    votedPaper: "{name} is marked already as voting on paper: no second ballot paper.",
    notElector: "Not in this election's electorate: no ballot paper.",
    notOpen: "Voting is not open: nobody was marked.",
    failed: "Nothing was marked: the connection failed. Please try again.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Ƙuriʼar takarda: {title}",
    description: "Yi wa membobin da ke jefa ƙuriʼa a takarda alama a zauren taro.",
  },
  layout: { heading: "Ƙuriʼar takarda a zauren taro", logout: "Fita" },
  heading: "Ƙuriʼar takarda: {title}",
  turnout:
    "Membobi {voted} cikin {electorate} sun jefa ƙuriʼa ({online} ta intanet, {paper} a takarda).",
  lead: "Ki nemo membar da katinta (ki duba lambar QR ko ki rubuta lambarsa) ko da sunanta. Ki yi mata alama, sannan ki ba ta takardar ƙuriʼa ɗaya.",
  search: { label: "Lambar kati, mahaɗin kati ko suna", submit: "Nemo" },
  noMatch: "Babu wani cikin masu jefa ƙuriʼa a wannan zaɓen da ya dace da wannan binciken.",
  more: "Akwai ƙarin membobi: ki ƙara rubuta sunanta, ko lambar katinta.",
  searchLimited: "Bincike ya yi yawa. Za ki iya sake bincike bayan minti ɗaya.",
  columns: { card: "Kati", status: "Ta jefa" },
  status: { none: "Tukuna", online: "Ta intanet", paper: "A takarda" },
  mark: "Za ta jefa a takarda",
  markName: "{name} za ta jefa a takarda",
  notOpen:
    "Ba a buɗe jefa ƙuriʼa yanzu ba: ana jefawa daga {opens} zuwa {closes}. Ba za a yi wa kowa alama ba.",
  outcomes: {
    marked: "{name} za ta jefa ƙuriʼa a takarda. Ki ba ta takardar ƙuriʼa ɗaya.",
    votedOnline: "{name} ta riga ta jefa ƙuriʼa ta intanet: babu takardar ƙuriʼa.",
    votedPaper: "An riga an yi wa {name} alamar ƙuriʼar takarda: babu takarda ta biyu.",
    notElector: "Ba ta cikin masu jefa ƙuriʼa a wannan zaɓen ba: babu takardar ƙuriʼa.",
    notOpen: "Ba a buɗe jefa ƙuriʼa ba: ba a yi wa kowa alama ba.",
    failed: "Ba a yi alama ba: haɗin intanet ya katse. Da fatan ki sake gwadawa.",
  },
};

export const hallTexts: Localised<typeof en> = { en, ha };
export type HallTexts = typeof en;
