import type { Jobs } from '../jobs/jobs';

/** What a send to ANAF (e-Factura, e-Transport) needs to move on by its steps. */
export type SendSteps<Row, Answer> = {
  /** Takes the send for this worker for a while (a lease); null when another has it or none is due. */
  claim(): Promise<Row | null>;
  /** Whether the claimed send still has a step to make. */
  due(row: Row): boolean;
  /** The step's call to ANAF, made with no transaction open. */
  call(row: Row): Promise<Answer>;
  /** How a call that threw counts. */
  failed(error: unknown): Answer;
  /** Records the answer if the send is still as claimed; its next check, or null when final. */
  record(row: Row, answer: Answer): Promise<{ nextCheckAt: Date | null } | null>;
  /** Queues the send's job again, at `startAfter` when given. */
  requeue(startAfter?: Date): Promise<void>;
};

/**
 * Advances one send: a step due at once (a download after "ok") runs in the same job, a few at
 * most; a later one is queued for its time. Safe to run again: the lease keeps a second worker out.
 */
export async function advanceSend<Row, Answer>(steps: SendSteps<Row, Answer>): Promise<void> {
  let nextCheckAt: Date | null = null;
  for (let taken = 0; taken < 3; taken++) {
    const row = await steps.claim();
    if (!row) {
      // Not due yet by the database's clock, or taken by another worker: a follow-up in the same
      // job is queued for its time rather than left to the sweeper.
      if (nextCheckAt) await steps.requeue(nextCheckAt);
      return;
    }
    if (!steps.due(row)) return;
    let answer: Answer;
    try {
      answer = await steps.call(row);
    } catch (error) {
      answer = steps.failed(error);
    }
    const updated = await steps.record(row, answer);
    if (!updated?.nextCheckAt) return;
    nextCheckAt = updated.nextCheckAt;
    const wait = nextCheckAt.getTime() - Date.now();
    if (wait > 50) {
      await steps.requeue(nextCheckAt);
      return;
    }
    // The claim takes a send only once its check is due.
    if (wait >= 0) await new Promise((resolve) => setTimeout(resolve, wait + 1));
  }
  await steps.requeue();
}

/**
 * Queues again the open sends whose check is overdue (their worker died, their job was lost), but
 * not one whose job is only waiting its turn in a busy queue: with a thousand invoices sent at
 * once, a copy of every waiting job at each sweep filled the queue with jobs that run for nothing.
 */
export async function requeueOverdue(
  jobs: Jobs,
  name: string,
  overdue: () => Promise<{ id: string }[]>,
): Promise<void> {
  // Waiting jobs first: one taken from the queue between the two reads is then not copied.
  const waiting = new Set((await jobs.waiting<{ id: string }>(name)).map((data) => data.id));
  for (const { id } of await overdue()) if (!waiting.has(id)) await jobs.send(name, { id });
}
