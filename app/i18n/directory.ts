import type { Localised } from "~/i18n/localised";

/**
 * /members (the directory and its search: an interactive page, whose loader sends these texts in
 * the page's language only) and /members/{id} (a member's profile: a content page). English first
 * (the spec's texts verbatim); the Hausa has its type. Glossary: docs/i18n.md.
 */

const en = {
  meta: {
    title: "Member Directory",
    description:
      "Find ZAMWE members: women-owned businesses across Zamfara State, searchable by name, business or industry.",
    profileDescription:
      "{name}, {business} ({type}) — a member of ZAMWE, the Zamfara Women Entrepreneurs Association.",
  },
  heading: "Member Directory",
  lead: "Women-owned businesses across Zamfara State. Find a member by name, business or industry.",
  search: {
    label: "Search members",
    placeholder: "Search by name, business, or industry...",
    type: "Business type",
    allIndustries: "All industries",
    submit: "Search",
  },
  loading: "Loading members...",
  oneMember: "1 member",
  members: "{count} members",
  showing: "showing {first}–{last}",
  noResults: "No members found matching your search.",
  moreMatches: "More than {count} members match: add a word to narrow your search.",
  viewProfile: "View Profile",
  viewProfileOf: "View Profile of {name}",
  contactViaAssociation: "Contact via the association",
  profile: {
    memberSuffix: " Member",
    memberSince: "Member since {date}",
    business: "Business Information",
    businessName: "Business Name",
    industry: "Industry",
    contact: "Contact Information",
    whyJoined: "Why I Joined",
    email: "Email",
    back: "Back to Directory",
    whatsapp: "Hello {name}, I found you on the ZAMWE directory.",
  },
  notFound: {
    title: "Member not found",
    message:
      "This member is not in our directory. Members appear here once their application is approved.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Jerin Membobi",
    description:
      "Nemo membobin ZAMWE: sanaʼoʼin mata a faɗin Jihar Zamfara, ana iya bincike da suna, sanaʼa ko fanni.",
    profileDescription:
      "{name}, {business} ({type}) — memba ce ta ZAMWE, Ƙungiyar Mata ʼYan Kasuwa ta Zamfara.",
  },
  heading: "Jerin Membobi",
  lead: "Sanaʼoʼin mata a faɗin Jihar Zamfara. Nemo memba da suna, sanaʼa ko fanni.",
  search: {
    label: "Bincika membobi",
    placeholder: "Bincika da suna, sanaʼa ko fanni...",
    type: "Irin sanaʼa",
    allIndustries: "Duk fannoni",
    submit: "Bincika",
  },
  loading: "Ana loda membobi...",
  oneMember: "Memba 1",
  members: "Membobi {count}",
  showing: "ana nuna {first}–{last}",
  noResults: "Ba a sami memba da ya dace da bincikenku ba.",
  moreMatches: "Membobi fiye da {count} sun dace: ƙara kalma don taƙaita bincikenku.",
  viewProfile: "Duba Bayanai",
  viewProfileOf: "Duba bayanan {name}",
  contactViaAssociation: "Tuntuɓe ta ta hannun ƙungiya",
  profile: {
    memberSuffix: " · Memba",
    memberSince: "Memba tun {date}",
    business: "Bayanan Sanaʼa",
    businessName: "Sunan Sanaʼa",
    industry: "Fanni",
    contact: "Bayanan Tuntuɓa",
    whyJoined: "Dalilin da Na Shiga",
    email: "Imel",
    back: "Koma Jerin Membobi",
    whatsapp: "Sannu {name}, na same ki a jerin membobin ZAMWE.",
  },
  notFound: {
    title: "Ba a sami memban ba",
    message:
      "Wannan memba ba ta cikin jerinmu. Membobi suna bayyana a nan da zarar an amince da neman su.",
  },
};

export const directoryTexts: Localised<typeof en> = { en, ha };
