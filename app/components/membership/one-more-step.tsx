import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useAssociation } from "~/components/layout/use-association";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";
import { whatsappHref } from "~/utils/phone";

/**
 * "One More Step!": after an application or a renewal, how to send the proof of payment — a
 * WhatsApp message to the association, already written — and the way back.
 */
export function OneMoreStep({
  whatsappText,
  back,
  children,
}: {
  whatsappText: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const site = useAssociation();
  const t = useTexts(membershipTexts);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{t.oneMoreStep.title}</h1>
        {children}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={whatsappHref(site.whatsappNumber, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="whatsapp" className="size-5" />
            {t.oneMoreStep.sendOnWhatsApp}
          </a>
          <Link
            to={back.to}
            className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {back.label}
          </Link>
        </div>
      </Card>
    </div>
  );
}
