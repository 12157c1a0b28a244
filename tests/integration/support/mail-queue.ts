import { createMessageBatch } from "cloudflare:test";
import { deliverMailBatch } from "../../../app/messages/deliver.server";
import type {
  ConfirmationLinkJob,
  MailQueueBody,
  PasswordResetJob,
} from "../../../app/messages/send.server";
import type { TestDatabase } from "./d1";

/**
 * A test database's mail queue, watched: every body the code hands it is recorded, then passed
 * on to the real producer (the tests' queue has no consumer). `runPasswordResets()` runs the
 * consumer on the "Forgot password?" requests queued since, as the Worker's queue would: the
 * page only queues the address (issue #37), the consumer makes the link and its message.
 */
export function watchMailQueue(test: TestDatabase) {
  const queue = test.env.MAIL_QUEUE!;
  const sent: MailQueueBody[] = [];
  test.env.MAIL_QUEUE = {
    send: (body: MailQueueBody, options?: QueueSendOptions) => {
      sent.push(body);
      return queue.send(body, options);
    },
    sendBatch: (
      messages: Iterable<MessageSendRequest<MailQueueBody>>,
      options?: QueueSendBatchOptions,
    ) => {
      const list = [...messages];
      sent.push(...list.map((message) => message.body));
      return queue.sendBatch(list, options);
    },
  } as Queue;
  return {
    sent,
    runPasswordResets: () => runJobs("passwordReset"),
    /** "Send the link again" (issue #38), as runPasswordResets. */
    runConfirmationLinks: () => runJobs("confirmationLink"),
  };
  /** Runs the consumer on the account-link requests of one kind queued since. */
  async function runJobs(kind: "passwordReset" | "confirmationLink") {
    const jobs = sent.filter(
      (body): body is PasswordResetJob | ConfirmationLinkJob => kind in body,
    );
    sent.splice(0, sent.length, ...sent.filter((body) => !(kind in body)));
    if (jobs.length === 0) return;
    const batch = createMessageBatch<MailQueueBody>(
      "zamwe-mail",
      jobs.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
    );
    await deliverMailBatch(batch, test.env);
  }
}
