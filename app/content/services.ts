import type { IconName } from "~/components/ui/icons";

export type Service = { icon: IconName; title: string; description: string; features: string[] };

export const servicesPage = {
  headline: "Our Services",
  lead: "Everything ZAMWE offers its members, in one place.",
  services: [
    {
      icon: "users",
      title: "Business Mentorship",
      description: "One-to-one guidance from experienced women entrepreneurs.",
      features: [
        "Matching with an experienced mentor",
        "Monthly check-in sessions",
        "Help with business plans",
        "Peer support circles",
      ],
    },
    {
      icon: "academic",
      title: "Training & Workshops",
      description: "Practical skills you can use in your business the next day.",
      features: [
        "Bookkeeping and pricing",
        "Marketing and customer care",
        "Digital and mobile money skills",
        "Classes in English and Hausa",
      ],
    },
    {
      icon: "banknotes",
      title: "Funding & Grants",
      description: "A path to the money a growing business needs.",
      features: [
        "Information on micro-loans",
        "Grant opportunities for members",
        "Help preparing applications",
        "Savings and investment groups",
      ],
    },
    {
      icon: "handshake",
      title: "Networking Opportunities",
      description: "Meet the people who can help your business grow.",
      features: [
        "Monthly member meetings",
        "Trade shows and market days",
        "Links with suppliers and buyers",
        "Partnerships with organisations",
      ],
    },
    {
      icon: "globe",
      title: "Digital Branding Support",
      description: "Be found by customers online and on WhatsApp.",
      features: [
        "Free website builder for members",
        "Social media strategies",
        "Product photography tips",
        "WhatsApp Business set-up",
      ],
    },
    {
      icon: "chart",
      title: "Business Development",
      description: "Grow from a small trade into a strong business.",
      features: [
        "Business registration guidance",
        "Record keeping and planning",
        "Product and packaging improvement",
        "Access to new markets",
      ],
    },
    {
      icon: "heart",
      title: "Community Support",
      description: "A network of women who stand by each other.",
      features: [
        "Welfare support for members",
        "Childcare-friendly meetings",
        "Help in difficult times",
        "A safe space to share ideas",
      ],
    },
    {
      icon: "trophy",
      title: "Recognition Programs",
      description: "Celebrating the achievements of our members.",
      features: [
        "Annual awards ceremony",
        "Member spotlights",
        "Success stories shared online",
        "Certificates of achievement",
      ],
    },
  ] satisfies Service[],
  cta: {
    heading: "Ready to grow your business?",
    text: "Join hundreds of women entrepreneurs who are building their future with ZAMWE.",
    primary: { label: "Become a Member", to: "/register" },
    secondary: { label: "Contact Us", to: "/contact" },
  },
};
