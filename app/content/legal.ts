export type LegalBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };
export type LegalSection = { heading: string; blocks: LegalBlock[] };
export type LegalPage = {
  slug: "privacy" | "terms" | "cookies";
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
};

const LAST_UPDATED = "21 November 2026";
/** The address and number the legal pages give, in both languages (app/content/legal-ha.ts). */
export const EMAIL = "info@zamwe.org";
export const PHONE = "+234 912 754 5291";

const privacy: LegalPage = {
  slug: "privacy",
  title: "Privacy Policy",
  description:
    "How ZAMWE collects, uses, stores and protects your personal data under the Nigeria Data Protection Act 2023, and how to use your rights.",
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what personal data the Zamfara Women Entrepreneurs Association (ZAMWE) collects through this website, why, and your rights under the Nigeria Data Protection Act 2023 (NDPA). We collect only what we need and never sell it.`,
  sections: [
    {
      heading: "Who we are",
      blocks: [
        {
          kind: "p",
          text: `ZAMWE is a women entrepreneurs' association in Gusau, Zamfara State, Nigeria, founded in 2020, and the data controller for this website. Reach us at ${EMAIL} or on WhatsApp or phone at ${PHONE}.`,
        },
      ],
    },
    {
      heading: "What we collect",
      blocks: [
        {
          kind: "p",
          text: "We receive only what you enter in our forms, plus basic technical data:",
        },
        {
          kind: "ul",
          items: [
            "Contact form: your name, email, phone number (optional) and your message.",
            "Newsletter: your email and, if you give it, your name.",
            "Event RSVP: your full name, email and phone number (optional), for the event you sign up for.",
            "Membership application: your full name, phone number, email (optional), contact address, next of kin, business name, type of business, why you want to join, the plan you choose (Starter or Pro), and whether you agree to have your contact details shown in our public member directory.",
            "Payment proof: the photo and bank transfer receipt you send us on WhatsApp, used only to confirm who you are and that you paid.",
            "Member accounts: your full name, email and password (stored only as a salted hash, never as the password itself).",
            "Member business websites: what you enter in the site builder, public only once you publish it.",
            "Technical data: your IP address, browser type, request times and sign-in attempts, in security logs.",
          ],
        },
      ],
    },
    {
      heading: "Why we use it and our lawful basis",
      blocks: [
        { kind: "p", text: "Under section 25 of the NDPA, we rely on:" },
        {
          kind: "ul",
          items: [
            "Consent: the newsletter, event RSVPs, the contact form and showing your contact details in the member directory. You can withdraw it at any time.",
            "Contract (your membership): to review your application, confirm payment, run your member account, list you in the directory and host your business website.",
            "Legitimate interest: keeping the site secure, preventing fraud and abuse, and keeping basic association records, never in a way that overrides your rights.",
          ],
        },
      ],
    },
    {
      heading: "Who can see it",
      blocks: [
        {
          kind: "ul",
          items: [
            "Only ZAMWE's administrators see form submissions, applications and member records.",
            "Once you are approved, your name, business name, type of business and plan appear in the public member directory. Your contact details appear only if you agreed.",
            "Cloudflare hosts this website and its database (Cloudflare D1) and processes data on our behalf.",
            "WhatsApp (Meta) handles any messages you choose to send us there, under its own privacy policy.",
            "Your bank and ours (Zenith Bank) process your transfer under their own rules.",
          ],
        },
        {
          kind: "p",
          text: "We do not sell, rent or share your data for advertising, and disclose it to others only if the law requires.",
        },
      ],
    },
    {
      heading: "Where it is stored",
      blocks: [
        {
          kind: "p",
          text: "Our website and database run on Cloudflare's global network, so your data may be stored or processed outside Nigeria. When it is, we rely on the NDPA's cross-border transfer safeguards, such as the provider's contractual data protection commitments. WhatsApp messages are also handled by Meta outside Nigeria.",
        },
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        {
          kind: "ul",
          items: [
            "Contact messages: 2 years.",
            "Event RSVPs: 12 months after the event.",
            "Rejected membership applications: 12 months.",
            "Member records (including your account and business website): while you are a member, plus 2 years, or until you delete your account.",
            'Records of membership payments: kept for the association\'s accounts, also after you delete your account (anonymised, see "Delete your account").',
            "Newsletter: until you unsubscribe.",
            "Login sessions: end after 30 days without activity (12 hours for administrators).",
            "Security logs: 12 months.",
          ],
        },
        { kind: "p", text: "After that we delete the data or make it anonymous." },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        { kind: "p", text: "Under the NDPA you have the right to:" },
        {
          kind: "ul",
          items: [
            "get a copy of the personal data we hold about you;",
            "have wrong or incomplete data corrected;",
            "have your data deleted;",
            "object to how we use your data, including for legitimate interests;",
            "withdraw your consent at any time (this does not affect what we did before);",
            "receive your data in a common, machine-readable format (data portability);",
            "complain to the Nigeria Data Protection Commission (NDPC) if you are unhappy with how we handle your data.",
          ],
        },
      ],
    },
    {
      heading: "Download your data",
      blocks: [
        {
          kind: "p",
          text: 'Signed in, open your dashboard and choose "Download my data". You get one file (JSON) with everything we hold about you: your account, your membership application (with your next of kin), your membership years and payments, renewal requests, the event RSVPs you sent while signed in, your business websites, and the records our administrators keep about your membership. Your payments, renewals and RSVPs also come as spreadsheet files (CSV). The file never contains your password or sign-in secrets, nor anything about another member. Nor does it contain a newsletter subscription or a message sent to us: they hold only an e-mail address, and nobody has checked that the address of your account is yours, so we do not hand them to whoever signs in with it. Ask us for them (see "How to ask").',
        },
        {
          kind: "p",
          text: 'Each payment confirmed also has a receipt under "My receipts" on your dashboard, which you can print or save as a PDF.',
        },
      ],
    },
    {
      heading: "Delete your account",
      blocks: [
        {
          kind: "p",
          text: 'Signed in, open your dashboard, choose "Delete my account" and enter your password again. At once:',
        },
        {
          kind: "ul",
          items: [
            "you are signed out on every device, and your account is deleted;",
            "your business websites, your uploaded photos and receipts and the event RSVPs you sent while signed in are deleted;",
            "you disappear from the member directory, your profile page and your website addresses.",
          ],
        },
        {
          kind: "p",
          text: 'What we keep, and why: the association must keep accounts of the money it receives. So the record of each membership payment stays (the plan, the membership dates, the amount, the payment reference and the date it was confirmed) under the name "Deleted member", with your phone number, e-mail, address, next of kin, business details and reasons for joining removed. Our administrators\' log of decisions also stays, as a record of who did what and when, but without your name, e-mail, phone number, address, next of kin, business details and reasons for joining: what you did there is signed "Deleted member". Event RSVPs you sent without signing in, a newsletter subscription and messages you sent us are not linked to your account, so they stay until the usual time limits above (the newsletter until you unsubscribe); ask us to remove them sooner.',
        },
        {
          kind: "p",
          text: "If you are the association's only administrator, make another account an administrator first. You can also ask us to delete your data by e-mail or WhatsApp (see below).",
        },
      ],
    },
    {
      heading: "How to ask",
      blocks: [
        {
          kind: "p",
          text: `Email ${EMAIL} or send a WhatsApp message to ${PHONE}. We may ask you to confirm who you are. We will answer within 30 days, free of charge. To stop the newsletter and our announcements, use the "Unsubscribe" link at the end of any of them: one press on the page it opens stops them at once, with no sign-in (or just tell us). The e-mails your account and membership need, such as a password reset link or a payment receipt, still reach you.`,
        },
      ],
    },
    {
      heading: "Children",
      blocks: [
        {
          kind: "p",
          text: "Membership is for adults aged 18 and over, and this site is not meant for children. If a child has sent us personal data, tell us and we will delete it.",
        },
      ],
    },
    {
      heading: "How we protect your data",
      blocks: [
        {
          kind: "ul",
          items: [
            "The whole site uses HTTPS, so data is encrypted on its way to us.",
            "Passwords are stored only as salted hashes.",
            "Only administrators can see personal data, and administrator sessions expire after 12 hours.",
          ],
        },
        {
          kind: "p",
          text: "No system is perfectly secure. If a breach puts your rights at risk, we will tell the NDPC and, where required, you.",
        },
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "If we change this policy, we will update this page and its date, and tell members about important changes.",
        },
      ],
    },
  ],
};

const terms: LegalPage = {
  slug: "terms",
  title: "Terms of Use",
  description:
    "The rules for using the ZAMWE website, applying for membership, paying fees and publishing a member business page.",
  lastUpdated: LAST_UPDATED,
  intro: `These terms apply to everyone who uses this website, run by the Zamfara Women Entrepreneurs Association (ZAMWE), Gusau, Zamfara State, Nigeria. By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: "Who may use the site",
      blocks: [
        {
          kind: "p",
          text: "Anyone may read the public pages, contact us, sign up for the newsletter or RSVP to events. To apply for membership or hold a member account you must be 18 or older and give true information about yourself and your business.",
        },
      ],
    },
    {
      heading: "Membership applications and fees",
      blocks: [
        {
          kind: "ul",
          items: [
            "You apply with the form on the Join page and choose a plan. The fees are shown there when you apply (currently Starter ₦2,900 and Pro ₦5,900).",
            "You pay by bank transfer to the association's Zenith Bank account shown on the Join page, then send your photo and payment receipt to us on WhatsApp.",
            "We review every application. Approval is at the association's discretion, and we may ask you for more information.",
            "If we reject your application, we will refund the fee you paid in full, by bank transfer, within 14 days of telling you.",
            "Only pay into the account shown on our website. ZAMWE will never ask you to pay into a personal account. If in doubt, call us first.",
          ],
        },
      ],
    },
    {
      heading: "Your account",
      blocks: [
        {
          kind: "p",
          text: "Keep your password private and do not share your account. Tell us at once if you think someone else has used it. You are responsible for what is done through your account.",
        },
      ],
    },
    {
      heading: "Member business pages",
      blocks: [
        {
          kind: "p",
          text: "Members can build and publish a business website with our site builder. You are responsible for what you publish. Your content must:",
        },
        {
          kind: "ul",
          items: [
            "be lawful under Nigerian law;",
            "be honest about you, your business, your products and your prices;",
            "not contain hate speech, harassment, threats or sexual content;",
            "not be used for fraud, scams or to mislead customers;",
            "not use other people's photos, logos, text or personal data without their permission.",
          ],
        },
        {
          kind: "p",
          text: "We may unpublish or remove content that breaks these rules, and in serious or repeated cases suspend or end the membership. Where we can, we will tell you why and give you a chance to fix it first. Your agreements with your own customers are between you and them.",
        },
      ],
    },
    {
      heading: "Acceptable use",
      blocks: [
        {
          kind: "p",
          text: "Do not try to break into the site, overload it, collect other people's data from it, send spam through our forms, or pretend to be someone else.",
        },
      ],
    },
    {
      heading: "Intellectual property",
      blocks: [
        {
          kind: "p",
          text: "The ZAMWE name, logo and the text and images on this site belong to the association or are used with permission. You may share our pages and news for non-commercial purposes with credit, but you may not use our name or logo in a way that suggests we endorse you. You keep ownership of the content you put on your member page; you allow us to host and display it on this site while it is published.",
        },
      ],
    },
    {
      heading: "No warranty",
      blocks: [
        {
          kind: "p",
          text: "We try to keep the site accurate and working, but we provide it as it is. We cannot promise it will always be available or error-free. Information on the site is general and is not financial, legal or business advice. We do not check or guarantee the goods or services of members listed in the directory.",
        },
      ],
    },
    {
      heading: "Limits on our liability",
      blocks: [
        {
          kind: "p",
          text: "As far as Nigerian law allows, ZAMWE is not liable for indirect losses, lost profits or losses caused by members, other users or events outside our control. Our total liability to you is limited to the membership fees you paid us in the 12 months before the claim. Nothing in these terms limits liability for fraud, death or personal injury caused by negligence, or your rights under the Federal Competition and Consumer Protection Act 2018 or any other law that cannot be excluded.",
        },
      ],
    },
    {
      heading: "Governing law",
      blocks: [
        {
          kind: "p",
          text: "These terms are governed by the laws of the Federal Republic of Nigeria. We would rather solve problems by talking, so please contact us first. If a dispute cannot be settled, the courts of Zamfara State will decide it.",
        },
      ],
    },
    {
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "p",
          text: "We may update these terms. We will post the new version here with a new date, and tell members of important changes. If you keep using the site after a change, the new terms apply.",
        },
      ],
    },
    {
      heading: "Contact",
      blocks: [
        {
          kind: "p",
          text: `Questions about these terms? Email ${EMAIL} or call or WhatsApp ${PHONE}. Our Privacy Policy and Cookie Policy also apply when you use this site.`,
        },
      ],
    },
  ],
};

const cookies: LegalPage = {
  slug: "cookies",
  title: "Cookie Policy",
  description:
    "ZAMWE uses only strictly necessary first-party cookies: no analytics, no advertising and no third-party tracking.",
  // The typed address cookie (issue 38) was added on this day.
  lastUpdated: "1 December 2026",
  intro:
    "This page explains the cookies the ZAMWE website uses. The short version: we only use the few cookies the site needs to work. We do not use cookies for analytics, advertising or tracking you across other websites.",
  sections: [
    {
      heading: "What cookies are",
      blocks: [
        {
          kind: "p",
          text: "A cookie is a small text file a website asks your browser to store. The browser sends it back on your next visit or page load, so the site can remember something, such as that you are signed in.",
        },
      ],
    },
    {
      heading: "The cookies we use",
      blocks: [
        {
          kind: "p",
          text: "All of our cookies are first-party (set by this site only) and strictly necessary:",
        },
        {
          kind: "ul",
          items: [
            "Session cookie: set only when you sign in to a member or administrator account, so the site knows it is you as you move between pages. It cannot be read by scripts on the page (HttpOnly), is only sent over secure HTTPS connections (Secure), and expires after 30 days without activity (12 hours for administrators) or when you sign out.",
            'Flash message cookie: set for a moment after you send a form, such as the contact form, an RSVP or a membership application. It carries a one-time confirmation message (for example, "Thank you, your message has been sent") to the next page and is removed as soon as the message has been shown.',
            'Language cookie: set only when you choose "Hausa" or "English" with the link at the top of the page, so that the site opens in the language you chose. It holds only "ha" or "en" and lasts a year; choosing again replaces it.',
            "Stylesheet cookie: set on your first visit, when the page arrives with its design included, so that later pages use the copy your browser has already saved instead of sending it again. It holds only the number 1 and lasts a year.",
            "Typed address cookie: set only when you sign up or ask for the confirmation link again, so that the “Check your e-mail” page can show the address you typed. It holds only that address, cannot be read by scripts on the page (HttpOnly), and lasts 15 minutes.",
          ],
        },
        {
          kind: "p",
          text: "These cookies do not contain your password and are not used to build a profile of you.",
        },
      ],
    },
    {
      heading: "What we do not use",
      blocks: [
        {
          kind: "ul",
          items: [
            "No analytics cookies (such as Google Analytics).",
            "No advertising or social media tracking cookies or pixels.",
            "No third-party cookies.",
          ],
        },
        {
          kind: "p",
          text: "If you click a link to WhatsApp or another website, that site has its own cookie rules, which we do not control.",
        },
      ],
    },
    {
      heading: "Why there is no cookie banner",
      blocks: [
        {
          kind: "p",
          text: "Cookies that are not strictly necessary, such as analytics or advertising cookies, need your consent. Because we only use cookies that are strictly necessary to provide what you ask for (signing in, showing you that your form was sent, and opening the site in the language you chose), we do not need to ask for consent, so we do not show a cookie banner. If we ever add other cookies, we will ask you first and update this page.",
        },
      ],
    },
    {
      heading: "How to block or delete cookies",
      blocks: [
        {
          kind: "p",
          text: "You can block or delete cookies in your browser settings, usually under Settings, then Privacy or Site settings, then Cookies. On a phone, look in your browser's settings menu (for example Chrome or Safari).",
        },
        { kind: "p", text: "If you block our cookies:" },
        {
          kind: "ul",
          items: [
            "you can still read all public pages;",
            "you will not be able to sign in to a member or administrator account;",
            "forms will still be sent, but you may not see the confirmation message afterwards;",
            "each page opens in the language of its address or of your browser, not the one you chose last.",
          ],
        },
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        {
          kind: "p",
          text: `If we change the cookies we use, we will update this page and the date at the top. Questions? Email ${EMAIL} or WhatsApp ${PHONE}. For more on how we handle personal data, see our Privacy Policy.`,
        },
      ],
    },
  ],
};

export const legalPages: Record<LegalPage["slug"], LegalPage> = {
  privacy,
  terms,
  cookies,
};
