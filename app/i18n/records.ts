import type { Localised } from "~/i18n/localised";

/**
 * Her records (issue #19): /dashboard/receipts, one receipt, /dashboard/data and
 * /dashboard/delete. Pages without a script bundle: they read this namespace with `useTexts`.
 * English first, the source of truth; Boko with ɓ ɗ ƙ ƴ and ʼ (U+02BC).
 */

const en = {
  back: "Back to Dashboard",
  receipts: {
    title: "My receipts",
    lead: "One receipt for each membership payment confirmed.",
    columns: {
      receipt: "Receipt",
      plan: "Plan",
      period: "Period",
      amount: "Amount",
      confirmed: "Confirmed",
    },
    empty:
      "No receipts yet: a receipt appears here once an administrator has confirmed a payment of a membership linked to your account.",
  },
  receipt: {
    title: "Receipt",
    heading: "Membership payment receipt",
    number: "Receipt No. {number}",
    member: "Member",
    plan: "Plan",
    planMembership: "{plan} membership",
    renewal: "{plan} membership (renewal)",
    period: "Period",
    amountPaid: "Amount paid",
    paymentReference: "Payment reference",
    dateConfirmed: "Date confirmed",
    confirmedBy: "Confirmed by",
    administrator: "{name} administrator",
    payment: "Payment",
    paidOnline: "Paid online (Paystack)",
    bankTransfer: "Bank transfer, confirmed by an administrator",
    thanks: "Received with thanks by {name} ({shortName}).",
    keepCopy:
      "To keep a copy, use your browser’s Share → Print or Print → Save as PDF: the receipt prints on one page.",
    backToReceipts: "Back to receipts",
  },
  data: {
    title: "My data",
    lead: "Download everything we hold about you, or delete your account.",
    downloadHeading: "Download my data",
    downloadText:
      "One file with your account, your membership application and next of kin, your membership years and payments, renewals, event RSVPs sent while signed in, business websites, the records our administrators keep about your membership, and the e-mails we sent you (what, when and to which address, not their text). It does not contain your password or sign-in secrets.",
    all: "Download all my data (JSON)",
    payments: "My payments (CSV)",
    renewals: "My renewal requests (CSV)",
    rsvps: "My event RSVPs (CSV)",
    emails: "E-mails we sent me (CSV)",
    receiptsAre: "Receipts for your payments are on {link}.",
    receiptsLink: "My receipts",
    deleteHeading: "Delete my account",
    deleteText:
      "Your account, websites and RSVPs are removed, and you leave the member directory. Records of the payments you made stay, under the name “Deleted member”, because the association must keep its accounts.",
    privacyIntro: "How we use your data, and what we keep: {link}.",
    privacy: "Privacy Policy",
  },
  delete: {
    title: "Delete my account",
    lead: "This cannot be undone.",
    whatHeading: "What happens",
    signedOut: "You are signed out on every phone and computer.",
    deleted:
      "Your account, business websites, uploaded photos and receipts, and the event RSVPs you sent while signed in are deleted.",
    directory: "You disappear from the member directory and your profile page.",
    kept: "The records of the payments you made (plan, dates, amounts and payment references) are kept for the association’s accounts, under the name “Deleted member”, with your phone, e-mail, address, next of kin and business details removed. The administrators’ log of decisions is kept too, without your personal details.",
    notLinked:
      "A newsletter subscription and messages you sent us hold only an e-mail address, not your account: they stay. To have them removed, ask us.",
    downloadFirst: "You may want to {link} first.",
    downloadLink: "download your data",
    password: "Password",
    confirm: "I understand that my account is deleted for good.",
    submit: "Delete my account",
    deleting: "Deleting...",
    wrongPassword: "That password is not correct. Nothing was deleted.",
    throttled: "Too many attempts. Try again in {minutes} minutes. Nothing was deleted.",
    lastAdmin:
      "You are the last administrator: make another account an administrator first (Admin → Team). Nothing was deleted.",
    failed:
      "Your account could not be deleted just now. Nothing was deleted. Please try again later.",
    done: "Account deleted",
    doneDescription: "Your account and personal data were removed.",
  },
};

const ha: typeof en = {
  back: "Koma Shafina",
  receipts: {
    title: "Rasitaina",
    lead: "Rasiti ɗaya ga kowane biyan kuɗin zama memba da aka tabbatar.",
    columns: {
      receipt: "Rasiti",
      plan: "Tsari",
      period: "Lokaci",
      amount: "Adadi",
      confirmed: "An tabbatar",
    },
    empty:
      "Babu rasiti tukuna: rasiti zai bayyana a nan da zarar mai gudanarwa ya tabbatar da biyan kuɗin zama memba da ke haɗe da asusunki.",
  },
  receipt: {
    title: "Rasiti",
    heading: "Rasitin biyan kuɗin zama memba",
    number: "Lambar rasiti {number}",
    member: "Memba",
    plan: "Tsari",
    planMembership: "Zama memba na {plan}",
    renewal: "Zama memba na {plan} (sabuntawa)",
    period: "Lokaci",
    amountPaid: "Adadin da aka biya",
    paymentReference: "Lambar shaidar biya",
    dateConfirmed: "Ranar tabbatarwa",
    confirmedBy: "Wanda ya tabbatar",
    administrator: "Mai gudanarwa na {name}",
    payment: "Biya",
    paidOnline: "An biya ta intanet (Paystack)",
    bankTransfer: "Tura kuɗi ta banki, mai gudanarwa ya tabbatar",
    thanks: "{name} ({shortName}) ta karɓa da godiya.",
    keepCopy:
      "Don ajiye kwafi, ki yi amfani da Share → Print ko Print → Save as PDF na burauzarki: rasitin zai fito a shafi ɗaya.",
    backToReceipts: "Koma rasitai",
  },
  data: {
    title: "Bayanaina",
    lead: "Ki sauke duk abin da muke riƙe game da ke, ko ki goge asusunki.",
    downloadHeading: "Sauke bayanaina",
    downloadText:
      "Fayil ɗaya mai ɗauke da asusunki, takardar neman shigarki da dangi na kusa, shekarun zama membanki da biyan kuɗi, sabuntawa, tabbatar da zuwa taruka da kika aika a lokacin da kike ciki, shafukan yanar gizo na sanaʼa, bayanan da masu gudanarwa ke riƙewa game da zama membanki, da imel ɗin da muka aika miki (mene ne, yaushe, kuma zuwa wane adireshi, ba rubutunsu ba). Babu kalmar sirrinki ko sirrin shiga a ciki.",
    all: "Sauke duk bayanaina (JSON)",
    payments: "Biyan kuɗaɗena (CSV)",
    renewals: "Buƙatun sabuntawata (CSV)",
    rsvps: "Tabbatar da zuwa taruka (CSV)",
    emails: "Imel ɗin da aka aiko mini (CSV)",
    receiptsAre: "Rasitan biyan kuɗinki suna a {link}.",
    receiptsLink: "Rasitaina",
    deleteHeading: "Goge asusuna",
    deleteText:
      "Za a cire asusunki, shafukan yanar gizonki da tabbatar da zuwa taruka, kuma za ki fita daga jerin membobi. Bayanan biyan kuɗin da kika yi za su ci gaba da kasancewa, da sunan “Memba da aka goge”, domin dole ƙungiya ta riƙe lissafinta.",
    privacyIntro: "Yadda muke amfani da bayananki, da abin da muke riƙewa: {link}.",
    privacy: "Manufar sirri",
  },
  delete: {
    title: "Goge asusuna",
    lead: "Ba za a iya dawo da wannan ba.",
    whatHeading: "Abin da zai faru",
    signedOut: "Za a fitar da ke a kowace waya da kwamfuta.",
    deleted:
      "Za a goge asusunki, shafukan yanar gizo na sanaʼa, hotuna da rasitan da kika ɗora, da tabbatar da zuwa taruka da kika aika a lokacin da kike ciki.",
    directory: "Za ki ɓace daga jerin membobi da shafin bayananki.",
    kept: "Bayanan biyan kuɗin da kika yi (tsari, kwanaki, adadi da lambobin shaidar biya) za a riƙe su don lissafin ƙungiya, da sunan “Memba da aka goge”, ba tare da lambar wayarki, imel, adireshi, dangi na kusa da bayanan sanaʼarki ba. Rajistar hukunce-hukuncen masu gudanarwa ma za a riƙe ta, ba tare da bayananki na kai ba.",
    notLinked:
      "Rajistar wasiƙar labarai da saƙonnin da kika aiko mana adireshin imel kawai suke riƙe da shi, ba asusunki ba: za su ci gaba da kasancewa. Don a cire su, ki nemi mu.",
    downloadFirst: "Kila kina son ki {link} tukuna.",
    downloadLink: "sauke bayananki",
    password: "Kalmar sirri",
    confirm: "Na fahimci cewa za a goge asusuna har abada.",
    submit: "Goge asusuna",
    deleting: "Ana gogewa...",
    wrongPassword: "Kalmar sirrin nan ba daidai ba ce. Ba a goge komai ba.",
    throttled: "Ƙoƙari ya yi yawa. Ki sake gwadawa bayan minti {minutes}. Ba a goge komai ba.",
    lastAdmin:
      "Ke ce mai gudanarwa ta ƙarshe: ki fara mai da wani asusu mai gudanarwa (Admin → Team). Ba a goge komai ba.",
    failed: "Ba a iya goge asusunki yanzu ba. Ba a goge komai ba. Da fatan ki sake gwadawa anjima.",
    done: "An goge asusu",
    doneDescription: "An cire asusunki da bayananki na kai.",
  },
};

export const recordsTexts: Localised<typeof en> = { en, ha };
