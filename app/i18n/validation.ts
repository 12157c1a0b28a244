import type { Localised } from "~/i18n/localised";

/**
 * The messages of the visitors' and members' forms (app/validation/*.ts). The schemas keep
 * writing their English messages, which are the spec's verbatim; `localiseMessage` (app/i18n/
 * validation-messages.ts) finds a message here by its English text and gives the page's
 * language's. `{name}` stands for the part a schema fills in (a number, a network's name).
 * The admin area's forms stay English and have no entry.
 */
const en = {
  email: {
    required: "Please enter your email address.",
    tooLong: "Please enter a shorter email address.",
    invalid: "Please enter a valid email address.",
  },
  phone: {
    required: "Please enter your phone number.",
    appliedWith: "Please enter the phone number you applied with.",
    tooLong: "Please enter a shorter phone number.",
    invalid: "Please enter a valid phone number.",
    invalidWithExample: "Please enter a valid phone number, e.g. 0803 123 4567.",
    notMobile: "Please enter a Nigerian mobile number, e.g. 0803 123 4567.",
  },
  /** The login's and "Forgot password?"'s one field (issue #40). */
  signInName: {
    required: "Please enter your email address or phone number.",
    invalid: "Please enter a valid email address or a Nigerian mobile number.",
  },
  phoneCode: {
    invalid: "Please enter the 6-digit code from the text.",
  },
  name: {
    required: "Please enter your name.",
    fullNameRequired: "Please enter your full name.",
    tooLong: "Please keep your name under 100 characters.",
    noAddress: "Please write only your name, without a web or e-mail address.",
  },
  message: {
    required: "Please write your message.",
    tooLong: "Please keep your message under 5,000 characters.",
  },
  join: {
    contactAddress: "Please enter your contact address.",
    nextOfKin: "Please enter your next of kin.",
    businessName: "Please enter your business name.",
    businessType: "Please choose your type of business.",
    businessTypeDetail: "Please describe your type of business.",
    whyJoin: "Please enter why you want to join.",
    plan: "Please select a membership plan",
    paymentReference: "Please enter your payment reference, e.g. ZW-7K3Q9.",
  },
  tooLong: "Please keep this under {max} characters.",
  password: {
    required: "Please enter your password.",
    atMost: "Passwords are at most {max} characters.",
    choose: "Please choose a password.",
    tooShort: "Please use at least {min} characters.",
    tooLong: "Please use at most {max} characters.",
    common:
      "This password is one of the most common ones and easy to guess. Please choose another.",
    confirm: "Please type the new password again.",
    mismatch: "The two passwords do not match.",
  },
  deleteAccount: {
    confirm: "Please tick the box to confirm that you want to delete your account.",
  },
  website: {
    slugRequired: "Please choose a web address for your page.",
    slugLength: "Please use {min} to {max} characters.",
    slugPattern:
      "Use only lowercase letters, digits and single hyphens between them, e.g. amina-fabrics.",
    slugTaken: "This web address is already taken. Please choose another.",
    design: "Please choose a design.",
    theme: "Please choose a colour theme.",
    businessNameTooLong: "Please keep the business name under 80 characters.",
    handleTooLong: "Please enter a shorter {network} name.",
    handleInvalid: "Please enter your {network} name, e.g. {example}.",
    price: "Please enter a price in Naira, e.g. 2500 or 2,500.",
    priceTooHigh: "Please enter a price up to ₦100,000,000.",
    productName: "Please enter the name of this product or service.",
    products: "Up to {max} products or services.",
  },
};

const ha: typeof en = {
  email: {
    required: "Da fatan za ku rubuta adireshin imel ɗinku.",
    tooLong: "Da fatan za ku rubuta adireshin imel da ya fi wannan gajarta.",
    invalid: "Da fatan za ku rubuta adireshin imel mai inganci.",
  },
  phone: {
    required: "Da fatan za ku rubuta lambar wayarku.",
    appliedWith: "Da fatan za ku rubuta lambar wayar da kuka nemi shiga da ita.",
    tooLong: "Da fatan za ku rubuta lambar waya da ta fi wannan gajarta.",
    invalid: "Da fatan za ku rubuta lambar waya mai inganci.",
    invalidWithExample: "Da fatan za ku rubuta lambar waya mai inganci, misali 0803 123 4567.",
    notMobile: "Da fatan za ku rubuta lambar wayar salula ta Najeriya, misali 0803 123 4567.",
  },
  signInName: {
    required: "Da fatan za ku rubuta adireshin imel ɗinku ko lambar wayarku.",
    invalid: "Da fatan za ku rubuta adireshin imel mai inganci ko lambar wayar salula ta Najeriya.",
  },
  phoneCode: {
    invalid: "Da fatan za ku rubuta lambar mai lambobi 6 da ke cikin saƙon.",
  },
  name: {
    required: "Da fatan za ku rubuta sunanku.",
    fullNameRequired: "Da fatan za ku rubuta cikakken sunanku.",
    tooLong: "Da fatan kada sunanku ya wuce haruffa 100.",
    noAddress:
      "Da fatan za ku rubuta sunanku kaɗai, ba tare da adireshin yanar gizo ko na imel ba.",
  },
  message: {
    required: "Da fatan za ku rubuta saƙonku.",
    tooLong: "Da fatan kada saƙonku ya wuce haruffa 5,000.",
  },
  join: {
    contactAddress: "Da fatan za ku rubuta adireshinku.",
    nextOfKin: "Da fatan za ku rubuta dangi na kusa.",
    businessName: "Da fatan za ku rubuta sunan sanaʼarku.",
    businessType: "Da fatan za ku zaɓi irin sanaʼarku.",
    businessTypeDetail: "Da fatan za ku bayyana irin sanaʼarku.",
    whyJoin: "Da fatan za ku rubuta dalilin da ya sa kuke son shiga.",
    plan: "Da fatan za ku zaɓi tsarin zama memba",
    paymentReference: "Da fatan za ku rubuta lambar shaidar biyanku, misali ZW-7K3Q9.",
  },
  tooLong: "Da fatan kada wannan ya wuce haruffa {max}.",
  password: {
    required: "Da fatan za ku rubuta kalmar sirrinku.",
    atMost: "Kalmar sirri ba ta wuce haruffa {max}.",
    choose: "Da fatan za ku zaɓi kalmar sirri.",
    tooShort: "Da fatan ku yi amfani da haruffa {min} aƙalla.",
    tooLong: "Da fatan kada ku wuce haruffa {max}.",
    common:
      "Wannan kalmar sirri tana cikin waɗanda aka fi amfani da su, ana iya gane ta da sauƙi. Da fatan za ku zaɓi wata.",
    confirm: "Da fatan za ku sake rubuta sabuwar kalmar sirrin.",
    mismatch: "Kalmomin sirrin biyu ba su yi daidai ba.",
  },
  deleteAccount: {
    confirm: "Da fatan za ku yi alama a akwatin don tabbatar da cewa kuna son share asusunku.",
  },
  website: {
    slugRequired: "Da fatan za ku zaɓi adireshin yanar gizo na shafinku.",
    slugLength: "Da fatan ku yi amfani da haruffa {min} zuwa {max}.",
    slugPattern:
      "Ku yi amfani da ƙananan haruffa da lambobi kaɗai, da alamar - ɗaya tsakaninsu, misali amina-fabrics.",
    slugTaken: "An riga an ɗauki wannan adireshin yanar gizo. Da fatan za ku zaɓi wani.",
    design: "Da fatan za ku zaɓi zane.",
    theme: "Da fatan za ku zaɓi launi.",
    businessNameTooLong: "Da fatan kada sunan sanaʼar ya wuce haruffa 80.",
    handleTooLong: "Da fatan za ku rubuta sunan {network} da ya fi wannan gajarta.",
    handleInvalid: "Da fatan za ku rubuta sunanku na {network}, misali {example}.",
    price: "Da fatan za ku rubuta farashi a Naira, misali 2500 ko 2,500.",
    priceTooHigh: "Da fatan kada farashin ya wuce ₦100,000,000.",
    productName: "Da fatan za ku rubuta sunan wannan kaya ko hidima.",
    products: "Kaya ko hidimomi {max} ne iyaka.",
  },
};

export const validationTexts: Localised<typeof en> = { en, ha };
