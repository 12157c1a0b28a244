import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { useLocalePath } from "~/i18n/language";
import { whatsappLink } from "~/utils/phone";

/** Null where the member did not consent to show it (the server never sends it then). */
type Contact = { email: string | null; phone: string | null; address: string | null };

/**
 * A member's contact details, or — when she did not consent to show them — a way to reach her
 * through the association (`viaAssociation`: the link's text in the page's language).
 */
export function MemberContact({
  member,
  viaAssociation,
}: {
  member: Contact;
  viaAssociation: string;
}) {
  const href = useLocalePath();
  const whatsapp = member.phone ? whatsappLink(member.phone) : null;
  if (!member.email && !whatsapp && !member.address) {
    return (
      <p className="text-sm">
        <Link to={href("/contact")} className="font-medium text-brand-700 underline">
          {viaAssociation}
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-1 text-sm text-stone-700">
      {member.email ? (
        <li>
          <a href={`mailto:${member.email}`} className="flex items-center gap-2 hover:underline">
            <Icon name="mail" className="size-4 shrink-0" />
            <span className="break-all">{member.email}</span>
          </a>
        </li>
      ) : null}
      {whatsapp && member.phone ? (
        <li>
          <a
            href={whatsapp}
            rel="noopener noreferrer"
            target="_blank"
            className="flex items-center gap-2 hover:underline"
          >
            <Icon name="whatsapp" className="size-4 shrink-0" />
            {member.phone}
          </a>
        </li>
      ) : null}
      {member.address ? (
        <li className="flex items-center gap-2">
          <Icon name="mapPin" className="size-4 shrink-0" />
          {member.address}
        </li>
      ) : null}
    </ul>
  );
}
