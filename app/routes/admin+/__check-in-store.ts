/**
 * The check-in page's memory on the phone (issue #29, ADR 0041), in IndexedDB, one database per
 * event: its tickets (as the sync route gives them: names, code hashes, status, check-in) and
 * the queue of check-ins made here that the server has not confirmed yet (one per place, so a
 * second tap on the same ticket queues nothing more). Browser-only.
 */
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { DeskAttendee } from "./__check-in-texts";
import { checkInDatabaseName } from "./__check-in-keep";

export type StoredTicket = DeskAttendee & { rsvpId: string; codeEnd: string; codeHash: string };
export type QueuedCheckIn = { rsvpId: string; at: number };

const TICKETS = "tickets";
const QUEUE = "queue";

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

export type CheckInStore = {
  tickets(): Promise<StoredTicket[]>;
  /** The server's list, with what is still queued here kept as checked in. */
  replaceTickets(tickets: StoredTicket[]): Promise<void>;
  putTicket(ticket: StoredTicket): Promise<void>;
  queued(): Promise<QueuedCheckIn[]>;
  enqueue(checkIn: QueuedCheckIn): Promise<void>;
  dequeue(rsvpIds: string[]): Promise<void>;
};

export async function openCheckInStore(eventId: string): Promise<CheckInStore> {
  const opening = indexedDB.open(checkInDatabaseName(eventId), 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(TICKETS, { keyPath: "rsvpId" });
    opening.result.createObjectStore(QUEUE, { keyPath: "rsvpId" });
  };
  const db = await done(opening);
  const all = <T>(store: string) =>
    done(db.transaction(store).objectStore(store).getAll()) as Promise<T[]>;
  const write = async (stores: string[], work: (tx: IDBTransaction) => void) => {
    const tx = db.transaction(stores, "readwrite");
    work(tx);
    await finished(tx);
  };
  return {
    tickets: () => all<StoredTicket>(TICKETS),
    queued: () => all<QueuedCheckIn>(QUEUE),
    replaceTickets: async (tickets) => {
      const waiting = new Map((await all<QueuedCheckIn>(QUEUE)).map((q) => [q.rsvpId, q]));
      const kept = new Map((await all<StoredTicket>(TICKETS)).map((t) => [t.rsvpId, t]));
      await write([TICKETS], (tx) => {
        const store = tx.objectStore(TICKETS);
        store.clear();
        for (const ticket of tickets) {
          const local = waiting.has(ticket.rsvpId) ? kept.get(ticket.rsvpId) : undefined;
          store.put(
            local && ticket.checkedInAt === null
              ? { ...ticket, checkedInAt: local.checkedInAt, checkedInBy: local.checkedInBy }
              : ticket,
          );
        }
      });
    },
    putTicket: (ticket) => write([TICKETS], (tx) => tx.objectStore(TICKETS).put(ticket)),
    enqueue: (checkIn) => write([QUEUE], (tx) => tx.objectStore(QUEUE).put(checkIn)),
    dequeue: (rsvpIds) =>
      write([QUEUE], (tx) => {
        for (const id of rsvpIds) tx.objectStore(QUEUE).delete(id);
      }),
  };
}

/** This phone's id for the server's duplicate reports: random, kept in localStorage. */
export function deviceId(): string {
  const key = "zamwe-check-in-device";
  let id = localStorage.getItem(key);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    id = `phone-${encodeHexLowerCase(bytes)}`;
    localStorage.setItem(key, id);
  }
  return id;
}
