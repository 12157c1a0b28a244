import type { Localised } from "~/i18n/localised";

/**
 * /dashboard/messages, "How we reach you" (issue #40): her notices by SMS or e-mail, and
 * announcements by SMS. The two choices' words are what her consent records keep, with her
 * number filled in.
 */
const en = {
  title: "How we reach you",
  lead: "Choose how the association sends you its notices: renewal reminders, event tickets and reminders, payment receipts.",
  smsNotices: "Send my notices by SMS to {phone} instead of e-mail",
  smsAnnouncements: "Send me the association's announcements by SMS too",
  noEmail: "Your account has no e-mail address: your notices come by SMS to {phone}.",
  noPhone:
    "We have no mobile number of yours: your notices come by e-mail. Your number comes from your membership application.",
  smsOff: "This site cannot send texts at the moment: your notices come by e-mail.",
  withdraw: "Untick a box and save to withdraw that consent at any time.",
  save: "Save my choices",
  saving: "Saving...",
  saved: "Your choices are saved",
  unchanged: "Nothing changed",
  historyHeading: "What you have agreed to",
  historyEmpty: "No consent recorded yet.",
  given: "Given",
  withdrawn: "Withdrawn",
  /** Her address bounced (issue #40): Email Service said it does not exist, so nothing goes. */
  bounced: {
    title: "Our e-mails to you come back",
    text: "E-mails to {email} bounce: the address does not exist, or its mailbox refuses them, so we have stopped writing to it. Check the address on your profile, or fix the mailbox and try it again.",
    retry: "I fixed it: try my address again",
    retried: "We will write to your address again",
    notBounced: "Your address is not stopped",
    profile: "Change my e-mail on my profile",
  },
};

const ha: typeof en = {
  title: "Yadda muke tuntuɓarki",
  lead: "Ki zaɓi yadda ƙungiyar za ta aiko miki sanarwoyinta: tunatarwar sabuntawa, tikitin taro da tunatarwarsa, rasitin biya.",
  smsNotices: "A aiko min sanarwoyi ta SMS zuwa {phone} maimakon imel",
  smsAnnouncements: "A aiko min sanarwoyin ƙungiyar ga kowa ta SMS ma",
  noEmail: "Asusunki ba shi da adireshin imel: sanarwoyinki suna zuwa ta SMS zuwa {phone}.",
  noPhone:
    "Ba mu da lambar wayar salularki: sanarwoyinki suna zuwa ta imel. Lambarki tana fitowa daga takardar neman zama membanki.",
  smsOff: "Shafin ba zai iya aika SMS a yanzu ba: sanarwoyinki suna zuwa ta imel.",
  withdraw: "Ki cire alamar akwati ki ajiye don janye wannan izinin a kowane lokaci.",
  save: "Ajiye zaɓuɓɓukana",
  saving: "Ana ajiyewa...",
  saved: "An ajiye zaɓuɓɓukanki",
  unchanged: "Babu abin da ya canza",
  historyHeading: "Abin da kika amince da shi",
  historyEmpty: "Ba a rubuta wani izini ba tukuna.",
  given: "An bayar",
  withdrawn: "An janye",
  bounced: {
    title: "Saƙonnin imel ɗinmu suna dawowa",
    text: "Saƙonnin imel zuwa {email} suna dawowa: adireshin babu shi, ko akwatin saƙonsa yana ƙin karɓa, don haka mun daina rubuta masa. Ki duba adireshin a bayananki, ko ki gyara akwatin saƙon ki sake gwadawa.",
    retry: "Na gyara shi: a sake gwada adireshina",
    retried: "Za mu sake rubuta wa adireshinki",
    notBounced: "Ba a dakatar da adireshinki ba",
    profile: "Canza imel ɗina a bayanaina",
  },
};

export const channelTexts: Localised<typeof en> = { en, ha };
export type ChannelTexts = typeof en;
