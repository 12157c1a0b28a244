import type { Localised } from "~/i18n/localised";

/**
 * The photo carousel's controls (home, members showcase).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`. How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  carousel: "carousel",
  slide: "slide",
  position: "{number} of {total}",
  previous: "Previous slide",
  next: "Next slide",
  chooseSlide: "{label}: choose a slide",
  showSlide: "Show slide {number}",
};

const ha: typeof en = {
  carousel: "jerin hotuna",
  slide: "hoto",
  position: "{number} cikin {total}",
  previous: "Hoton baya",
  next: "Hoto na gaba",
  chooseSlide: "{label}: zaɓi hoto",
  showSlide: "Nuna hoto na {number}",
};

export const carouselTexts: Localised<typeof en> = { en, ha };
