import type { IconName } from "~/components/ui/icons";

/** The newsletter page's sections: each one's icon; its texts are `newsletter.sections[key]`. */
export const newsletterSections = [
  { icon: "calendar", text: "events" },
  { icon: "banknotes", text: "funding" },
  { icon: "star", text: "stories" },
] as const satisfies readonly { icon: IconName; text: string }[];
