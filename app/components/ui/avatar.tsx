/** A member's photo, or the first letter of her name on a coloured disc. */
export function Avatar({
  name,
  photoUrl,
  size = "size-16",
}: {
  name: string;
  photoUrl: string | null;
  size?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export const planLabels = { starter: "Starter", pro: "Pro" } as const;

export function PlanBadge({ plan, suffix = "" }: { plan: "starter" | "pro"; suffix?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        plan === "pro" ? "bg-gold-300 text-stone-900" : "bg-brand-100 text-brand-800"
      }`}
    >
      {planLabels[plan]}
      {suffix}
    </span>
  );
}
