import type { Association } from "~/config/association";
import { format, localePath, type Language } from "~/i18n/language";
import { mailTexts, type AskedOnPage } from "~/i18n/mail";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { escapeHtml } from "~/utils/html";

/**
 * What a message says, as blocks that render both as HTML and as plain text (ADR 0035): one
 * source, so the two parts never disagree. No remote images, no scripts, no styles beyond a few
 * inline ones a small phone's mail app keeps; well under 30 KB.
 */
export type MailBlock =
  | { type: "paragraph"; text: string }
  /** A button in HTML, the bare URL on its own line in text. */
  | { type: "action"; label: string; url: string }
  /** Label–value rows: a receipt's amount, an event's time and place. */
  | { type: "facts"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Small print under the rest: why she got it, what to do if it was not her. */
  | { type: "note"; text: string };

export type MailContent = {
  subject: string;
  /** The first line she reads, e.g. "Hello Aisha,". */
  greeting?: string;
  blocks: MailBlock[];
};

/** "Hello Aisha," — or "Hello," when her name is not known, or not plainly a name. */
export function greetingFor(language: Language, name?: string | null): string {
  const plain = plainName(name);
  return plain
    ? format(mailTexts[language].greeting, { name: plain })
    : mailTexts[language].greetingAnonymous;
}

/** Letters of any script with their marks, joined by spaces, apostrophes, hyphens, commas or dots. */
const NAME = /^[\p{L}\p{M}]+(?:[ '’‘,.-]+[\p{L}\p{M}]+)*\.?$/u;
/** A dot between two letters: what a mail app takes for a domain ("evil.example") and links. */
const DOTTED = /\.[\p{L}\p{M}]/u;
const MAX_NAME_WORDS = 6;

/**
 * A name typed on a form (issue #37), if it is plainly a name: words of letters, as many as a
 * name has. Anything else — a URL, a domain, an address, a number to call, markup, a sentence —
 * is left out of the message whole rather than cleaned up: mail apps turn "http://…" and
 * "evil.example" into links even in plain text, and what is left of someone's words after
 * cutting them is still someone's words in the association's mail. Null when it is not one.
 */
export function plainName(name?: string | null): string | null {
  const trimmed = name?.trim().replace(/\s+/g, " ") ?? "";
  if (!NAME.test(trimmed) || DOTTED.test(trimmed)) return null;
  return trimmed.split(" ").length <= MAX_NAME_WORDS ? trimmed : null;
}

export type RenderContext = {
  language: Language;
  association: Association;
  /** The site's origin, for absolute links: "https://zamwe.org". */
  origin: string;
};

/** An absolute link to a page of the site, in her language (`?lang=ha` for Hausa). */
export const siteUrl = (
  { origin, language }: Pick<RenderContext, "origin" | "language">,
  path: string,
) => `${origin}${localePath(path, language)}`;

/** A plan's name as this deployment calls it ("Starter"), else its id. */
export const planName = ({ association }: Pick<RenderContext, "association">, plan: string) =>
  association.plans.find((candidate) => candidate.id === plan)?.name ?? plan;

export type RenderedMail = { subject: string; text: string; html: string };

/** Paragraph text keeps its line breaks (an admin's announcement is typed with them). */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${htmlText(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:13px;color:#555">${htmlText(block.text)}</p>`;
    case "action":
      return `<p style="margin:0 0 20px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#047857;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(block.url)}</p>`;
    case "facts":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;font-weight:normal;color:#555;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold">${htmlText(value)}</td></tr>`,
        )
        .join("")}</table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
    case "note":
      return block.text;
    case "action":
      return `${block.label}:\n${block.url}`;
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  }
}

/**
 * A message to an address its owner has not proven (issue #37): where it was asked for (null:
 * the association wrote on its own account) and when the message was written.
 */
export type UnprovenRecipient = {
  askedOn: AskedOnPage | null;
  at: Date;
  /** The message says why she gets it already, with a way out (an announcement's note). */
  saysWhy?: boolean;
};

/**
 * To an unproven address: who asked, and that nothing is needed if it was not her. Whoever typed
 * the address typed the name too, so such a message greets no one by name.
 */
function unprovenContent(
  content: MailContent,
  context: RenderContext,
  { askedOn, at, saysWhy = false }: UnprovenRecipient,
): MailContent {
  const t = mailTexts[context.language];
  const site = siteName(context);
  const text = askedOn
    ? format(t.unproven.asked, {
        page: t.unproven.pages[askedOn],
        site,
        date: formatEventDateIn(at, context.language),
      })
    : format(t.unproven.given, { association: context.association.shortName, site });
  return {
    ...content,
    ...(content.greeting ? { greeting: t.greetingAnonymous } : {}),
    blocks: saysWhy ? content.blocks : [...content.blocks, { type: "note", text }],
  };
}

/** The site as its footer names it: "zamwe.org". */
const siteName = ({ origin }: Pick<RenderContext, "origin">) => origin.replace(/^https?:\/\//, "");

/**
 * The whole message: her greeting, the blocks, and the association's footer (name, address,
 * WhatsApp number), with an unsubscribe link for announcements and the newsletter; to an
 * unproven address, without her name and with who asked for it.
 */
export function renderMail(
  template: MailContent,
  context: RenderContext,
  unsubscribeUrl?: string,
  unproven?: UnprovenRecipient,
): RenderedMail {
  const content = unproven ? unprovenContent(template, context, unproven) : template;
  const t = mailTexts[context.language];
  const { association } = context;
  const whatsapp = `+${association.whatsappNumber}`;
  const footerLines = [
    association.fullName,
    association.address,
    `${t.footer.whatsapp}: ${whatsapp}`,
    siteName(context),
  ];
  const unsubscribeText = unsubscribeUrl ? `${t.footer.unsubscribe}:\n${unsubscribeUrl}` : null;

  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockText),
    "—",
    footerLines.join("\n"),
    ...(unsubscribeText ? [unsubscribeText] : []),
  ].join("\n\n");

  const site = escapeHtml(context.origin);
  const html = `<!doctype html><html lang="${context.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f5f5f4"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c1917;background:#fff"><p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#047857"><a href="${site}" style="color:#047857;text-decoration:none">${escapeHtml(association.shortName)}</a></p>${
    content.greeting ? `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>` : ""
  }${content.blocks.map(blockHtml).join("")}<hr style="border:0;border-top:1px solid #e7e5e4;margin:24px 0 16px"><p style="margin:0;font-size:13px;color:#555">${escapeHtml(association.fullName)}<br>${escapeHtml(association.address)}<br>${escapeHtml(t.footer.whatsapp)}: <a href="https://wa.me/${association.whatsappNumber}" style="color:#047857">${escapeHtml(whatsapp)}</a><br><a href="${site}" style="color:#047857">${escapeHtml(footerLines[3]!)}</a></p>${
    unsubscribeUrl
      ? `<p style="margin:12px 0 0;font-size:13px;color:#555"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">${escapeHtml(t.footer.unsubscribe)}</a></p>`
      : ""
  }</div></body></html>`;

  return { subject: content.subject, text, html };
}
