import type { Localised } from "~/i18n/localised";

/**
 * The account's e-mails (app/messages/account-mail.server.ts): the reset link she asked for,
 * the link that confirms her address, and the word to an address's owner that someone tried to
 * sign up with it. English first; Boko with ɓ ɗ ƙ ƴ and ʼ.
 */
const en = {
  passwordReset: {
    subject: "Reset your ZAMWE password",
    body: "Someone — we hope you — asked to set a new password for the ZAMWE account of this address. Open the link below to choose one.",
    action: "Set a new password",
    note: "The link works once, for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
  },
  confirmAddress: {
    subject: "Confirm your e-mail address for ZAMWE",
    body: "Welcome to ZAMWE! To finish creating your account, open the link below and enter the password you chose. If this address is on an approved membership application, your membership is linked to your account at once.",
    action: "Confirm my address",
    note: "The link works once, for seven days. If you did not create an account, ignore this message: nothing happens without your password.",
  },
  accountExists: {
    subject: "Someone tried to create a ZAMWE account with your address",
    body: "Someone tried to create an account on the ZAMWE website with this e-mail address, which already has an account. No second account was made and nothing was changed.",
    ifYou: "If it was you: sign in with your password, or set a new one if you have forgotten it.",
    signIn: "Sign in",
    reset: "Forgot password?",
    note: "If it was not you, you need do nothing.",
  },
};

const ha: typeof en = {
  passwordReset: {
    subject: "Sabunta kalmar sirrinku ta ZAMWE",
    body: "Wani — muna fata ku ne — ya nemi a sa sabuwar kalmar sirri ga asusun ZAMWE na wannan imel. Ku buɗe mahaɗin da ke ƙasa don zaɓar sabuwa.",
    action: "Sa sabuwar kalmar sirri",
    note: "Mahaɗin yana aiki sau ɗaya, na awa ɗaya. Idan ba ku ne kuka nema ba, ku yi watsi da wannan saƙo: kalmar sirrinku ba ta canza ba.",
  },
  confirmAddress: {
    subject: "Ku tabbatar da adireshin imel ɗinku na ZAMWE",
    body: "Barka da zuwa ZAMWE! Don kammala buɗe asusunku, ku buɗe mahaɗin da ke ƙasa ku shigar da kalmar sirrin da kuka zaɓa. Idan wannan imel yana kan takardar neman shiga da aka amince da ita, za a haɗa membobinku da asusunku nan take.",
    action: "Tabbatar da adireshina",
    note: "Mahaɗin yana aiki sau ɗaya, na kwana bakwai. Idan ba ku ne kuka buɗe asusu ba, ku yi watsi da wannan saƙo: babu abin da zai faru ba tare da kalmar sirrinku ba.",
  },
  accountExists: {
    subject: "Wani ya yi ƙoƙarin buɗe asusun ZAMWE da adireshinku",
    body: "Wani ya yi ƙoƙarin buɗe asusu a shafin ZAMWE da wannan adireshin imel, wanda ke da asusu tun da farko. Ba a buɗe asusu na biyu ba, kuma ba a canza komai ba.",
    ifYou: "Idan ku ne: ku shiga da kalmar sirrinku, ko ku sa sabuwa idan kun manta ta.",
    signIn: "Shiga",
    reset: "Kun manta kalmar sirri?",
    note: "Idan ba ku ne ba, ba abin da ya kamata ku yi.",
  },
};

export const mailAccountTexts: Localised<typeof en> = { en, ha };
