import { z } from "zod";
import { fromWat } from "~/utils/dates";

/** The admin's forms (events, elections; in English, ADR 0023): texts, days and times in WAT. */
const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString("en-NG")} characters.`;

/** A text that must be filled in, with its own words when empty and when too long. */
export const requiredTextWith = (required: string, max: number, tooLongText = tooLong(max)) =>
  z.string({ required_error: required }).trim().min(1, required).max(max, tooLongText);

/** A text the admin must fill in: "Please enter {label}." when empty. */
export const requiredText = (label: string, max: number) =>
  requiredTextWith(`Please enter ${label}.`, max);

/** Optional, with the same limit and message as its English twin; blank is stored as NULL. */
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/** A day of a date input ("2026-12-05"), `required` when missing or malformed. */
export const watDayField = (required: string) =>
  z
    .string({ required_error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((date) => fromWat(date, "00:00") !== null, "This is not a real date.");

/** A time of a time input ("10:30"), in WAT. */
export const watTimeField = z
  .string({ required_error: "Please choose the time (WAT)." })
  .regex(/^\d{2}:\d{2}$/, "Please choose the time (WAT).")
  .refine((time) => fromWat("2000-01-01", time) !== null, "Please choose the time (WAT).");
