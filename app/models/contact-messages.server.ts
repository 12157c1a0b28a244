import { contactMessages } from "../../db/schema";
import type { Db } from "~/db.server";
import type { ContactInput } from "~/validation/contact";

/** Stores a visitor's message, unread. */
export async function createContactMessage(db: Db, input: ContactInput) {
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
  });
}
