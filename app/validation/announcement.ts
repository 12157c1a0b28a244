import { z } from "zod";

/**
 * Admin → Announcements (issue #27): who gets it. The same names as `announcementSegments` in
 * db/schema.ts (the model checks that they agree); written out here so that the browser's
 * schema chunk does not pull in the database schema.
 */
export const announcementSegmentChoices = [
  "active",
  "expiring",
  "grace",
  "lapsed",
  "newsletter",
  "event",
] as const;
export type SegmentChoice = (typeof announcementSegmentChoices)[number];

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
/** Long enough for a real announcement, short enough for an e-mail well under 30 KB. */
export const ANNOUNCEMENT_BODY_MAX = 5000;

const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString("en-NG")} characters.`;
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

export const NO_LANGUAGE_MESSAGE = "Please write the message in English, Hausa, or both.";

/**
 * One form, two buttons: `intent` "preview" renders it as the e-mail with the number of
 * recipients, "send" sends it. `key` is issued with the page: a second "send" of the same form
 * (a double click, a resent post) is the same announcement, sent once.
 */
export const announcementSchema = z
  .object({
    key: z.string({ required_error: "Please reload the page." }).uuid("Please reload the page."),
    subjectEn: optionalText(ANNOUNCEMENT_SUBJECT_MAX),
    bodyEn: optionalText(ANNOUNCEMENT_BODY_MAX),
    subjectHa: optionalText(ANNOUNCEMENT_SUBJECT_MAX),
    bodyHa: optionalText(ANNOUNCEMENT_BODY_MAX),
    segment: z.enum(announcementSegmentChoices, {
      errorMap: () => ({ message: "Please choose who gets it." }),
    }),
    eventId: z.string().trim().max(64).optional(),
    /** Texted too (issue #40), to the audience's members who agreed to announcements by SMS. */
    bySms: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    const pairs = [
      ["subjectEn", "bodyEn"],
      ["subjectHa", "bodyHa"],
    ] as const;
    for (const [subject, body] of pairs) {
      if (value[subject] && !value[body])
        ctx.addIssue({ code: "custom", path: [body], message: "Please write the text too." });
      else if (value[body] && !value[subject])
        ctx.addIssue({ code: "custom", path: [subject], message: "Please enter the subject too." });
    }
    if (!value.subjectEn && !value.bodyEn && !value.subjectHa && !value.bodyHa) {
      ctx.addIssue({ code: "custom", path: ["subjectEn"], message: NO_LANGUAGE_MESSAGE });
    }
    if (value.segment === "event" && !value.eventId) {
      ctx.addIssue({ code: "custom", path: ["eventId"], message: "Please choose the event." });
    }
  });

export type AnnouncementInput = z.infer<typeof announcementSchema>;
