import { Icon } from "~/components/ui/icons";
import { InlineScript, carouselScript } from "~/components/ui/inline-script";
import { Picture } from "~/components/ui/picture";
import type { Slide } from "~/content/home";
import { format, useTexts } from "~/i18n/language";
import { carouselTexts } from "~/i18n/carousel";

/**
 * A scroll-snap strip of slides. Without JavaScript the arrows and dots are anchor links to the
 * slides and the strip swipes by touch; the inline script adds auto-advance (with wrap-around).
 */
export function Carousel({
  id,
  label,
  slides,
  intervalMs,
  stopOnInteraction = false,
  sizes,
  firstEager = false,
}: {
  id: string;
  label: string;
  slides: Slide[];
  intervalMs: number;
  stopOnInteraction?: boolean;
  sizes: string;
  /** The first slide is above the fold: load it at once. */
  firstEager?: boolean;
}) {
  const t = useTexts(carouselTexts);
  const slideId = (i: number) =>
    `${id}-slide-${(((i % slides.length) + slides.length) % slides.length) + 1}`;
  return (
    <section
      aria-roledescription={t.carousel}
      aria-label={label}
      data-carousel
      data-interval={intervalMs}
      data-stop-on-interaction={stopOnInteraction ? "" : undefined}
      id={id}
      className="relative"
    >
      <div data-track className="snap-strip flex overflow-x-auto rounded-2xl bg-stone-200">
        {slides.map((slide, i) => (
          <figure
            key={slide.image}
            id={slideId(i)}
            aria-roledescription={t.slide}
            aria-label={format(t.position, { number: i + 1, total: slides.length })}
            className="relative w-full shrink-0"
          >
            <Picture
              name={slide.image}
              alt={slide.alt}
              sizes={sizes}
              loading={firstEager && i === 0 ? "eager" : "lazy"}
              fetchPriority={firstEager && i === 0 ? "high" : undefined}
              imgClassName="block h-auto w-full"
            />
            <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-4 pt-10 pb-4 text-sm font-medium text-white sm:text-base">
              {slide.caption}
            </figcaption>
            <a
              href={`#${slideId(i - 1)}`}
              className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
              data-prev
            >
              <Icon name="chevronLeft" className="size-5" />
              <span className="sr-only">{t.previous}</span>
            </a>
            <a
              href={`#${slideId(i + 1)}`}
              className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
              data-next
            >
              <Icon name="chevronRight" className="size-5" />
              <span className="sr-only">{t.next}</span>
            </a>
          </figure>
        ))}
      </div>
      <ol className="mt-3 flex justify-center gap-1" aria-label={format(t.chooseSlide, { label })}>
        {slides.map((slide, i) => (
          <li key={slide.image}>
            <a
              href={`#${slideId(i)}`}
              data-dot
              aria-current={i === 0 ? "true" : undefined}
              className="group flex size-6 items-center justify-center"
            >
              <span className="block size-2.5 rounded-full bg-stone-400 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700" />
              <span className="sr-only">{format(t.showSlide, { number: i + 1 })}</span>
            </a>
          </li>
        ))}
      </ol>
      <InlineScript code={carouselScript} />
    </section>
  );
}
