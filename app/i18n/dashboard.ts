import type { Localised } from "~/i18n/localised";

/**
 * Her dashboard (/dashboard): the card panel, her membership year, the tiles, her records and the
 * form that links an application (also on its own page, /dashboard/link, which answers it). An
 * interactive page: its loader sends these texts in one language (ADR 0023). English first, the
 * source of truth; Boko with ɓ ɗ ƙ ƴ and ʼ (U+02BC).
 */

const en = {
  meta: { title: "My Dashboard", description: "Your ZAMWE member dashboard." },
  heading: "My Dashboard",
  joined: "Joined {date}",
  cardLinks: {
    print: "Print or download my card",
    directoryProfile: "My directory profile",
    editProfile: "Edit my profile",
  },
  tilesLabel: "Dashboard",
  tiles: {
    templates: { title: "My Templates", body: "Your business web pages" },
    events: { title: "Events", body: "Workshops and meetings" },
    messages: { title: "Messages", body: "Contact support" },
    builder: { title: "Builder", body: "Create new template" },
  },
  elections: "Elections and their results",
  door: {
    heading: "Check-in at the door",
    lead: "Today's and upcoming events: open one at the door to check people in, with a connection or without.",
    none: "No event today or coming up.",
    open: "Check in: {title}",
    more: "All upcoming events",
    hall: "Votes on paper at the hall: {title}",
  },
  account: {
    heading: "Account Information",
    email: "Email",
    phone: "Phone",
    memberSince: "Member since",
    accountOpened: "Account opened",
    plan: "Plan",
    templatesLimit: "Templates Limit: {limit} (Free Member)",
    memberPlan: "{plan} Member · Templates Limit: {limit}",
  },
  records: {
    heading: "My records",
    receipts: "My receipts",
    certificates: "My certificates",
    channels: "How we reach you (e-mail or SMS)",
    data: "Download my data",
    delete: "Delete my account",
  },
  membership: {
    planSuffix: " Member",
    approved: "Membership: Approved",
    notYetApproved: "Membership: not yet approved.",
    application: "Your {plan} application for {business} is {status}.",
    statuses: { pending: "pending review", rejected: "not approved" },
    applyToJoin: "Apply to join",
  },
  year: {
    startsOnPayment: "Your membership year starts when your payment is confirmed.",
    status: "Status:",
    standing: {
      active: "Active",
      expiring: "Expiring soon",
      grace: "Expired: renew to stay in the directory",
      lapsed: "Lapsed: renew to return to the directory",
    },
    validUntil: "Valid until",
    daysLeft: "({days} days left)",
    oneDayLeft: "(1 day left)",
    endedDaysAgo: "(ended {days} days ago)",
    endedOneDayAgo: "(ended 1 day ago)",
    waiting: "Your renewal (payment reference {reference}) is waiting for confirmation.",
    rejected: "Your last renewal was not accepted: {reason}",
    renew: "Renew membership",
  },
  link: {
    meta: {
      title: "Link your application",
      description: "Link your ZAMWE membership application to your account.",
    },
    back: "Back to Dashboard",
    heading: "Already applied?",
    lead: "Enter the phone number and payment reference of your application to link it to this account. (Having the same e-mail is not enough: anyone could sign up with it.)",
    phoneNumber: "Phone Number",
    paymentReference: "Payment Reference",
    submit: "Link my application",
    pending: "Linking...",
  },
  toasts: {
    updateFailed: "Update failed",
    tryLater: "Please try again later.",
    tooManyAttempts: "Too many attempts",
    tooManyLinks:
      "Too many attempts to link an application. Try again in {wait}, or contact us and an admin will link it for you.",
    minutes: "{count} minutes",
    oneMinute: "1 minute",
    hours: "{count} hours",
    oneHour: "1 hour",
    noApplication: "We found no application with this phone number and payment reference.",
    notFound: "Application not found",
    notFoundDescription: "Check the phone number and payment reference you applied with.",
    linked: "Application linked",
    linkedDescription: "Your membership now shows on your dashboard.",
  },
};

const ha: typeof en = {
  meta: { title: "Shafina", description: "Shafinku na memba a ZAMWE." },
  heading: "Shafina",
  joined: "Ta shiga {date}",
  cardLinks: {
    print: "Buga ko sauke katina",
    directoryProfile: "Bayanaina a jerin membobi",
    editProfile: "Gyara bayanaina",
  },
  tilesLabel: "Shafina",
  tiles: {
    templates: { title: "Samfuraina", body: "Shafukan yanar gizo na sanaʼarki" },
    events: { title: "Taruka", body: "Bitoci da tarurruka" },
    messages: { title: "Saƙonni", body: "Tuntuɓi masu taimako" },
    builder: { title: "Mai gina shafi", body: "Ƙirƙiri sabon samfuri" },
  },
  elections: "Zaɓuɓɓuka da sakamakonsu",
  door: {
    heading: "Shigar da mutane a ƙofa",
    lead: "Taruka na yau da masu zuwa: ku buɗe ɗaya a ƙofa don shigar da mutane, da intanet ko babu.",
    none: "Babu taro yau ko mai zuwa.",
    open: "Shigar da mutane: {title}",
    more: "Dukkan taruka masu zuwa",
    hall: "Ƙuriʼar takarda a zauren taro: {title}",
  },
  account: {
    heading: "Bayanan asusu",
    email: "Imel",
    phone: "Waya",
    memberSince: "Memba tun",
    accountOpened: "An buɗe asusu",
    plan: "Tsari",
    templatesLimit: "Iyakar samfura: {limit} (Memba kyauta)",
    memberPlan: "Memba ta {plan} · Iyakar samfura: {limit}",
  },
  records: {
    heading: "Bayanaina",
    receipts: "Rasitaina",
    certificates: "Takardun shaidata",
    channels: "Yadda muke tuntuɓarki (imel ko SMS)",
    data: "Sauke bayanaina",
    delete: "Goge asusuna",
  },
  membership: {
    planSuffix: " (memba)",
    approved: "Zama memba: An amince",
    notYetApproved: "Zama memba: ba a amince ba tukuna.",
    application: "Takardar neman shigarki ta tsarin {plan} don {business} {status}.",
    statuses: { pending: "tana jiran dubawa", rejected: "ba a amince da ita ba" },
    applyToJoin: "Nemi shiga ƙungiya",
  },
  year: {
    startsOnPayment: "Shekarar zama membanki za ta fara idan aka tabbatar da biyanki.",
    status: "Matsayi:",
    standing: {
      active: "Yana aiki",
      expiring: "Zai ƙare nan ba da jimawa ba",
      grace: "Ya ƙare: ki sabunta don ki ci gaba da kasancewa a jerin membobi",
      lapsed: "Ya daɗe da ƙarewa: ki sabunta don ki koma jerin membobi",
    },
    validUntil: "Yana aiki har zuwa",
    daysLeft: "(saura kwana {days})",
    oneDayLeft: "(saura kwana ɗaya)",
    endedDaysAgo: "(ya ƙare kwana {days} da suka wuce)",
    endedOneDayAgo: "(ya ƙare jiya)",
    waiting: "Sabuntawarki (lambar shaidar biya {reference}) tana jiran tabbatarwa.",
    rejected: "Ba a karɓi sabuntawarki ta ƙarshe ba: {reason}",
    renew: "Sabunta zama memba",
  },
  link: {
    meta: {
      title: "Haɗa takardar neman shigarki",
      description: "Ki haɗa takardar neman shigarki ta ZAMWE da asusunki.",
    },
    back: "Koma Shafina",
    heading: "Kin riga kin nemi shiga?",
    lead: "Ki shigar da lambar waya da lambar shaidar biya ta takardar neman shigarki don ki haɗa ta da wannan asusu. (Samun imel ɗaya bai isa ba: kowa na iya buɗe asusu da shi.)",
    phoneNumber: "Lambar waya",
    paymentReference: "Lambar shaidar biya",
    submit: "Haɗa takardar neman shigata",
    pending: "Ana haɗawa...",
  },
  toasts: {
    updateFailed: "Ba a sabunta ba",
    tryLater: "Da fatan ki sake gwadawa anjima.",
    tooManyAttempts: "Ƙoƙari ya yi yawa",
    tooManyLinks:
      "Ƙoƙarin haɗa takardar neman shiga ya yi yawa. Ki sake gwadawa bayan {wait}, ko ki tuntuɓe mu, mai gudanarwa zai haɗa miki ita.",
    minutes: "minti {count}",
    oneMinute: "minti ɗaya",
    hours: "awa {count}",
    oneHour: "awa ɗaya",
    noApplication:
      "Ba mu sami takardar neman shiga mai wannan lambar waya da lambar shaidar biya ba.",
    notFound: "Ba a sami takardar neman shiga ba",
    notFoundDescription: "Ki duba lambar waya da lambar shaidar biya da kika nemi shiga da su.",
    linked: "An haɗa takardar neman shiga",
    linkedDescription: "Yanzu zama membanki yana bayyana a Shafina.",
  },
};

export const dashboardTexts: Localised<typeof en> = { en, ha };
export type DashboardTexts = typeof en;
