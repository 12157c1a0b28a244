import type { IconName } from "~/components/ui/icons";

export const newsletterPage = {
  headline: "Stay in the Loop",
  lead: "One short e-mail a month with what matters to women in business in Zamfara State.",
  sections: [
    {
      icon: "calendar",
      title: "Events and Workshops",
      text: "Be the first to hear about trainings, trade fairs and networking evenings, with dates and places.",
    },
    {
      icon: "banknotes",
      title: "Funding Opportunities",
      text: "Grants, micro-loans and competitions open to women entrepreneurs, with deadlines and how to apply.",
    },
    {
      icon: "star",
      title: "Member Stories",
      text: "How fellow members grew their businesses, and practical tips you can use the same week.",
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
  card: {
    heading: "Subscribe to our newsletter",
    privacy: "We only use your e-mail address for this newsletter. Unsubscribe at any time.",
  },
  success: { heading: "You're all set!", text: "Thank you for subscribing to our newsletter." },
};
