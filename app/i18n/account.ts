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
    askAdmin: "Ask an admin for a new one.",
    updateFailed: "Update failed",
    updated: "Password updated",
    updatedDescription: "Please log in with your new password.",
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
    askAdmin: "Ku roƙi mai gudanarwa ya ba ku sabo.",
    updateFailed: "Ba a sabunta ba",
    updated: "An sabunta kalmar sirri",
    updatedDescription: "Da fatan ku shiga da sabuwar kalmar sirrinku.",
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
