import { useAssociation } from "~/components/layout/use-association";
import { format, useTexts } from "~/i18n/language";
import { sendingLimitTexts } from "~/i18n/sending-limit";
import { whatsappHref } from "~/utils/phone";

/**
 * The site's daily sending limit held back the e-mail she asked for (issue #50): try again in an
 * hour, or write on WhatsApp. The same words whatever her address. A plain link: no script.
 * `titled`: with its own title line (not where the page's heading says it already).
 */
export function SendingLimitNotice({ titled = true }: { titled?: boolean }) {
  const t = useTexts(sendingLimitTexts);
  const site = useAssociation();
  return (
    <div
      role="alert"
      data-testid="sending-limit"
      className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
    >
      {titled ? <p className="mb-2 font-bold">{t.title}</p> : null}
      <p>{format(t.body, { phone: site.phone })}</p>
      <p className="mt-3">
        <a
          href={whatsappHref(site.whatsappNumber, t.whatsappText)}
          className="font-semibold text-brand-800 underline"
        >
          {t.whatsapp}
        </a>
      </p>
    </div>
  );
}
