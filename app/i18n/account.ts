import type { Localised } from "~/i18n/localised";

/**
 * Signing in and out: /login (its two tabs), /reset-password/{token}, the logout button, and the
 * messages of the sign-in guards (app/auth). Interactive pages: the routes send these texts
 * through their loader in one language (ADR 0023), never both in their JavaScript.
 * English first, the source of truth (the spec's texts verbatim); Boko with ɓ ɗ ƙ ƴ and ʼ.
 */

const en = {
  meta: {
    title: "Login",
    description: "Log in to your ZAMWE member dashboard, or create an account.",
  },
  tabs: { label: "Login or sign up", login: "Login", signup: "Sign Up" },
  headings: { login: "Welcome back", signup: "Create your account" },
  fields: {
    fullName: "Full Name",
    email: "Email",
    emailOrPhone: "Email or phone number",
    password: "Password",
    passwordHint: "at least {count} characters",
  },
  submit: {
    login: "Login",
    loggingIn: "Logging in...",
    signup: "Sign Up",
    signingUp: "Creating account...",
  },
  toasts: {
    signedUp: "Now log in",
    signedUpDescription:
      "If this e-mail had no account, it has one now: log in with the password you chose. If it already had one, log in with its password.",
    signupFailed: "Signup failed",
    tryAgain: "Please try again.",
    loginFailed: "Login failed",
    justSignedUp: "Just signed up? Confirm your address first —",
    sendLinkAgain: "send the link again",
    invalid: "Invalid email or password",
    tooManyAttempts: "Too many attempts. Try again in {minutes} minutes.",
    tooManyAttemptsOneMinute: "Too many attempts. Try again in 1 minute.",
    welcome: "Welcome back!",
    welcomeDescription: "You have successfully logged in.",
    loggedOut: "Logged out successfully",
  },
  reset: {
    title: "Set a new password",
    description: "Choose a new password for your ZAMWE account.",
    lead: "for {email}",
    newPassword: "New Password",
    confirmPassword: "Confirm New Password",
    submit: "Set new password",
    saving: "Saving...",
    expired: "Link expired",
    invalidLink: "This reset link has expired or was already used.",
    askAgain: "You can ask for a new one by e-mail.",
    updateFailed: "Update failed",
    updated: "Password updated",
    updatedDescription: "Please log in with your new password.",
  },
  forgot: {
    link: "Forgot password?",
    title: "Forgot your password?",
    description: "Get a link by e-mail to set a new password for your ZAMWE account.",
    lead: "Enter the e-mail address of your account. We will send it a link to set a new password.",
    leadOrPhone:
      "Enter the e-mail address or the phone number of your account. We will send a link by e-mail, or a code by SMS, to set a new password.",
    submit: "Send me a link",
    sending: "Sending...",
    unavailable:
      "This site cannot send e-mail at the moment. Please ask an admin for a link to set a new password.",
  },
  checkEmail: {
    title: "Check your e-mail",
    reset:
      "If an account has this address, we have sent it a link to set a new password. The link works once, for one hour. Nothing arrived? Look in your spam folder, or ask again in 15 minutes.",
    signup:
      "We have sent a message to the address you gave. If it had no account, the message has a link to finish creating yours: open it within seven days and enter the password you chose. If it already had one, the message says how to sign in.",
    backToLogin: "Back to Login",
    sentTo: "The address you typed: {email}",
    resend:
      "If this address is waiting to be confirmed, we have sent it the link to finish creating your account (a new one at most every 15 minutes): open it within seven days and enter the password you chose. Nothing arrived? Look in your spam folder, or ask again in 15 minutes.",
  },
  confirm: {
    title: "Confirm your address",
    description: "Confirm the e-mail address of your ZAMWE account.",
    lead: "for {email}. Enter the password you chose to finish.",
    submit: "Confirm my address",
    confirming: "Confirming...",
    expired: "Link expired",
    invalidLink: "This confirmation link has expired or was already used.",
    newLink:
      "Sign in and ask for a new one on your dashboard, or set a new password with Forgot password?",
    failed: "Confirmation failed",
    wrongPassword: "This is not the password of this account.",
    confirmed: "Address confirmed",
    confirmedDescription: "Your e-mail address is confirmed. Welcome to ZAMWE!",
    linkedDescription:
      "Your e-mail address is confirmed, and your approved membership is now linked to your account.",
  },
  confirmNotice: {
    title: "Please confirm your e-mail address",
    text: "We sent a link to {email}. Open it to confirm that the address is yours. If your approved membership application has this address, confirming links it to your account.",
    resend: "Send the link again",
    sent: "Link sent",
    sentDescription: "Open the link in the message we sent to your address.",
    recent: "Link already sent",
    recentDescription:
      "We sent you a link less than 15 minutes ago. Please look for it, also in your spam folder.",
    unavailable: "E-mail cannot be sent at the moment. Please try again later.",
  },
  /** Accounts with a phone number alone (issue #40). */
  phone: {
    signupLink: "No e-mail? Sign up with your phone number",
    signupTitle: "Sign up with your phone",
    signupDescription: "Open a ZAMWE account with your phone number: no e-mail needed.",
    signupLead:
      "We text a 6-digit code to your phone. Your account opens when you type it in on the next page.",
    field: "Phone number",
    fieldHint: "A Nigerian mobile, e.g. 0803 123 4567",
    sendCode: "Text me a code",
    sending: "Sending...",
    unavailable:
      "This site cannot send texts at the moment. Please sign up with your e-mail address.",
    backToEmail: "Sign up with e-mail instead",
    codeTitle: "Enter the code",
    codeDescription: "Type the code we texted to your phone.",
    codeLead: "We texted a 6-digit code to {phone}. It works for {minutes} minutes.",
    codeField: "Code",
    confirm: "Confirm",
    confirming: "Checking...",
    resend: "Send a new code",
    wrongCode: "That code is not right, or it has expired. Check the text, or ask for a new code.",
    resent: "A new code is on its way.",
    recent: "The last code was sent less than a minute ago. Please wait for it.",
    taken: "This number already has an account",
    takenDescription: "Log in with it, or set a new password with “Forgot password?”.",
    opened: "Welcome to ZAMWE!",
    openedDescription: "Your phone is confirmed and your account is open.",
    linkedDescription:
      "Your phone is confirmed, your account is open, and your approved membership is linked to it.",
    resetTitle: "Set a new password",
    resetLead:
      "If {phone} belongs to an account, we have texted it a 6-digit code. It works for {minutes} minutes.",
  },
  logout: "Logout",
  refusals: {
    renew: "Only approved members can renew",
    profile: "Only approved members can edit a directory profile",
    linkFirst: "Link your application on your dashboard, or apply to join first.",
  },
};

const ha: typeof en = {
  meta: {
    title: "Shiga",
    description: "Ku shiga Shafina na ZAMWE, ko ku buɗe sabon asusu.",
  },
  tabs: { label: "Shiga ko buɗe asusu", login: "Shiga", signup: "Buɗe asusu" },
  headings: { login: "Barka da dawowa", signup: "Ku buɗe asusunku" },
  fields: {
    fullName: "Cikakken suna",
    email: "Imel",
    emailOrPhone: "Imel ko lambar waya",
    password: "Kalmar sirri",
    passwordHint: "aƙalla haruffa {count}",
  },
  submit: {
    login: "Shiga",
    loggingIn: "Ana shiga...",
    signup: "Buɗe asusu",
    signingUp: "Ana buɗe asusu...",
  },
  toasts: {
    signedUp: "Yanzu ku shiga",
    signedUpDescription:
      "Idan wannan imel ba shi da asusu, yanzu yana da shi: ku shiga da kalmar sirrin da kuka zaɓa. Idan yana da asusu tun da farko, ku shiga da kalmar sirrinsa.",
    signupFailed: "Buɗe asusu bai yi nasara ba",
    tryAgain: "Da fatan ku sake gwadawa.",
    loginFailed: "Shiga bai yi nasara ba",
    justSignedUp: "Kun yi rajista yanzu? Ku fara tabbatar da adireshinku —",
    sendLinkAgain: "a sake aiko da mahaɗin",
    invalid: "Imel ko kalmar sirri ba daidai ba ne",
    tooManyAttempts: "Ƙoƙari ya yi yawa. Ku sake gwadawa bayan minti {minutes}.",
    tooManyAttemptsOneMinute: "Ƙoƙari ya yi yawa. Ku sake gwadawa bayan minti ɗaya.",
    welcome: "Barka da dawowa!",
    welcomeDescription: "Kun shiga cikin nasara.",
    loggedOut: "Kun fita cikin nasara",
  },
  reset: {
    title: "Sabuwar kalmar sirri",
    description: "Ku zaɓi sabuwar kalmar sirri don asusunku na ZAMWE.",
    lead: "na {email}",
    newPassword: "Sabuwar kalmar sirri",
    confirmPassword: "Maimaita sabuwar kalmar sirri",
    submit: "Ajiye sabuwar kalmar sirri",
    saving: "Ana ajiyewa...",
    expired: "Mahaɗin ya ƙare",
    invalidLink: "Wannan mahaɗin ya ƙare, ko an riga an yi amfani da shi.",
    askAgain: "Kuna iya neman sabo ta imel.",
    updateFailed: "Ba a sabunta ba",
    updated: "An sabunta kalmar sirri",
    updatedDescription: "Da fatan ku shiga da sabuwar kalmar sirrinku.",
  },
  forgot: {
    link: "Kun manta kalmar sirri?",
    title: "Kun manta kalmar sirrinku?",
    description: "Ku karɓi mahaɗi ta imel don sa sabuwar kalmar sirri ga asusunku na ZAMWE.",
    lead: "Ku shigar da adireshin imel na asusunku. Za mu aika masa mahaɗi don sa sabuwar kalmar sirri.",
    leadOrPhone:
      "Ku shigar da adireshin imel ko lambar wayar asusunku. Za mu aika mahaɗi ta imel, ko lamba ta SMS, don sa sabuwar kalmar sirri.",
    submit: "Aiko mini mahaɗi",
    sending: "Ana aikawa...",
    unavailable:
      "Wannan shafi ba ya iya aika imel a yanzu. Da fatan ku roƙi mai gudanarwa ya ba ku mahaɗi don sa sabuwar kalmar sirri.",
  },
  checkEmail: {
    title: "Ku duba imel ɗinku",
    reset:
      "Idan akwai asusu da wannan adireshin, mun aika masa mahaɗi don sa sabuwar kalmar sirri. Mahaɗin yana aiki sau ɗaya, na awa ɗaya. Babu abin da ya iso? Ku duba akwatin spam, ko ku sake nema bayan minti 15.",
    signup:
      "Mun aika saƙo zuwa adireshin da kuka bayar. Idan ba shi da asusu, saƙon yana da mahaɗi don kammala buɗe naku: ku buɗe shi cikin kwana bakwai ku shigar da kalmar sirrin da kuka zaɓa. Idan yana da asusu tun da farko, saƙon ya faɗi yadda za ku shiga.",
    backToLogin: "Koma wurin Shiga",
    sentTo: "Adireshin da kuka rubuta: {email}",
    resend:
      "Idan wannan adireshin yana jiran tabbatarwa, mun aika masa mahaɗin kammala buɗe asusunku (sabo sau ɗaya a cikin minti 15): ku buɗe shi cikin kwana bakwai ku shigar da kalmar sirrin da kuka zaɓa. Babu abin da ya iso? Ku duba akwatin spam, ko ku sake nema bayan minti 15.",
  },
  confirm: {
    title: "Ku tabbatar da adireshinku",
    description: "Ku tabbatar da adireshin imel na asusunku na ZAMWE.",
    lead: "na {email}. Ku shigar da kalmar sirrin da kuka zaɓa don kammalawa.",
    submit: "Tabbatar da adireshina",
    confirming: "Ana tabbatarwa...",
    expired: "Mahaɗin ya ƙare",
    invalidLink: "Wannan mahaɗin tabbatarwa ya ƙare, ko an riga an yi amfani da shi.",
    newLink:
      "Ku shiga ku nemi sabo a Shafina, ko ku sa sabuwar kalmar sirri ta Kun manta kalmar sirri?",
    failed: "Tabbatarwa ba ta yi nasara ba",
    wrongPassword: "Wannan ba kalmar sirrin wannan asusu ba ce.",
    confirmed: "An tabbatar da adireshi",
    confirmedDescription: "An tabbatar da adireshin imel ɗinku. Barka da zuwa ZAMWE!",
    linkedDescription:
      "An tabbatar da adireshin imel ɗinku, kuma an haɗa membobinku da aka amince da su da asusunku.",
  },
  confirmNotice: {
    title: "Da fatan ku tabbatar da adireshin imel ɗinku",
    text: "Mun aika mahaɗi zuwa {email}. Ku buɗe shi don tabbatar da cewa adireshin naku ne. Idan takardar neman shigarku da aka amince da ita tana da wannan adireshi, tabbatarwar za ta haɗa ta da asusunku.",
    resend: "Sake aiko da mahaɗin",
    sent: "An aika mahaɗi",
    sentDescription: "Ku buɗe mahaɗin da ke cikin saƙon da muka aika zuwa adireshinku.",
    recent: "An riga an aika mahaɗi",
    recentDescription:
      "Mun aika muku mahaɗi ƙasa da minti 15 da suka wuce. Da fatan ku neme shi, har ma a akwatin spam.",
    unavailable: "Ba a iya aika imel a yanzu. Da fatan ku sake gwadawa nan gaba.",
  },
  phone: {
    signupLink: "Ba ku da imel? Ku buɗe asusu da lambar wayarku",
    signupTitle: "Buɗe asusu da wayarku",
    signupDescription: "Ku buɗe asusun ZAMWE da lambar wayarku: ba sai da imel ba.",
    signupLead:
      "Za mu aiko muku lamba mai lambobi 6 ta SMS. Asusunku zai buɗe idan kun rubuta ta a shafi na gaba.",
    field: "Lambar waya",
    fieldHint: "Lambar wayar salula ta Najeriya, misali 0803 123 4567",
    sendCode: "Aiko min lamba",
    sending: "Ana aikawa...",
    unavailable:
      "Shafin ba zai iya aika SMS a yanzu ba. Da fatan ku buɗe asusu da adireshin imel ɗinku.",
    backToEmail: "Buɗe asusu da imel maimakon haka",
    codeTitle: "Rubuta lambar",
    codeDescription: "Rubuta lambar da muka aiko wa wayarku.",
    codeLead: "Mun aiko lamba mai lambobi 6 zuwa {phone}. Tana aiki na minti {minutes}.",
    codeField: "Lamba",
    confirm: "Tabbatar",
    confirming: "Ana dubawa...",
    resend: "Aiko sabuwar lamba",
    wrongCode:
      "Wannan lambar ba daidai ba ce, ko lokacinta ya wuce. Ku duba saƙon, ko ku nemi sabuwar lamba.",
    resent: "Sabuwar lamba tana kan hanya.",
    recent: "An aiko lambar ƙarshe ƙasa da minti ɗaya da ya wuce. Da fatan ku jira ta.",
    taken: "Wannan lambar tana da asusu tuni",
    takenDescription:
      "Ku shiga da ita, ko ku sa sabuwar kalmar sirri da “Kun manta kalmar sirri?”.",
    opened: "Barka da zuwa ZAMWE!",
    openedDescription: "An tabbatar da wayarku kuma asusunku ya buɗe.",
    linkedDescription:
      "An tabbatar da wayarku, asusunku ya buɗe, kuma an haɗa zama membanku da aka amince da shi da asusun.",
    resetTitle: "Saka sabuwar kalmar sirri",
    resetLead:
      "Idan {phone} tana da asusu, mun aiko mata lamba mai lambobi 6. Tana aiki na minti {minutes}.",
  },
  logout: "Fita",
  refusals: {
    renew: "Membobin da aka amince da su kaɗai ke iya sabuntawa",
    profile: "Membobin da aka amince da su kaɗai ke iya gyara bayanan memba",
    linkFirst: "Ku haɗa takardar neman shigarku a Shafina, ko ku nemi shiga ƙungiya tukuna.",
  },
};

export const accountTexts: Localised<typeof en> = { en, ha };
export type AccountTexts = typeof en;
