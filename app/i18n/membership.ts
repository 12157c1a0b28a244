import type { Localised } from "~/i18n/localised";

/**
 * The membership components (app/components/membership: plans, bank transfer, "One More Step!"),
 * shown on /join and on the renewal pages; they pick the page's language themselves.
 * A plan's benefits are keyed by the plan's id ("starter", "pro"); plan names stay as they are.
 */

const en = {
  recommended: "RECOMMENDED",
  benefits: {
    starter: {
      basic: "Basic membership",
      resources: "Access to community resources",
      newsletter: "Newsletter and updates",
      network: "Network with fellow entrepreneurs",
    },
    pro: {
      starter: "All Starter benefits",
      official: "High-rank official membership",
      meetings: "Invitation to official meetings",
      workshops: "Priority access to workshops",
      spotlight: "Featured member spotlight",
      mentorship: "Mentorship opportunities",
      networking: "Exclusive networking events",
    },
  },
  bank: {
    bank: "Bank",
    accountNumber: "Account Number",
    accountName: "Account Name",
    reference: "Payment reference — write it in the transfer narration",
  },
  oneMoreStep: {
    title: "One More Step!",
    sendOnWhatsApp: "Send on WhatsApp",
    notCompleted: "Payment not completed — nothing was taken",
    notCompletedText:
      "Your payment with Paystack did not go through, and no money was taken. Pay now with Paystack again, or pay by bank transfer to the account below.",
    payByTransfer: "Pay by bank transfer",
  },
  paid: {
    title: "Payment received",
    amount: "Amount paid",
    how: "Paid with",
    reference: "Payment reference",
    paystack: "Paystack (online)",
    transfer: "Bank transfer",
  },
};

const ha: typeof en = {
  recommended: "MUNA BA DA SHAWARA",
  benefits: {
    starter: {
      basic: "Zama memba na asali",
      resources: "Samun kayan aikin ƙungiya",
      newsletter: "Wasiƙar labarai da sababbin bayanai",
      network: "Sada zumunci da ʼyan uwa ʼyan kasuwa",
    },
    pro: {
      starter: "Duk amfanin tsarin Starter",
      official: "Zama memba na manyan jamiʼai",
      meetings: "Gayyata zuwa tarukan hukuma",
      workshops: "Fifiko wajen shiga bitoci",
      spotlight: "Haskaka ki a matsayin fitacciyar memba",
      mentorship: "Damar samun jagoranci",
      networking: "Taruka na musamman na sada zumunci",
    },
  },
  bank: {
    bank: "Banki",
    accountNumber: "Lambar Asusun Banki",
    accountName: "Sunan Asusun Banki",
    reference: "Lambar shaidar biya — ki rubuta ta a bayanin tura kuɗi",
  },
  oneMoreStep: {
    title: "Mataki Ɗaya Ya Rage!",
    sendOnWhatsApp: "Aika ta WhatsApp",
    notCompleted: "Ba a kammala biyan kuɗi ba — ba a cire komai ba",
    notCompletedText:
      "Biyanki ta Paystack bai yi nasara ba, kuma ba a cire kuɗi ba. Ki sake biya yanzu da Paystack, ko ki tura kuɗi a banki zuwa asusun da ke ƙasa.",
    payByTransfer: "Biya ta tura kuɗi a banki",
  },
  paid: {
    title: "An karɓi biyan kuɗi",
    amount: "Adadin da aka biya",
    how: "An biya ta",
    reference: "Lambar shaidar biya",
    paystack: "Paystack (ta intanet)",
    transfer: "Tura kuɗi a banki",
  },
};

export const membershipTexts: Localised<typeof en> = { en, ha };
