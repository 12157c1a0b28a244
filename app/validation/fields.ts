import { z } from "zod";

/** Field rules shared by several forms, with the messages visitors see. */
export const emailField = z
  .string({ required_error: "Please enter your email address." })
  .trim()
  .max(254, "Please enter a shorter email address.")
  .email("Please enter a valid email address.");

export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, "Please enter a shorter phone number.")
  .regex(/^[+\d][\d\s().-]{6,}$/, "Please enter a valid phone number.")
  .optional();

export const nameField = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(100, "Please keep your name under 100 characters.");
