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
  for (let taken = 0; taken < 3; taken++) {
    const row = await steps.claim();
    if (!row || !steps.due(row)) return;
    let answer: Answer;
    try {
      answer = await steps.call(row);
    } catch (error) {
      answer = steps.failed(error);
    }
    const updated = await steps.record(row, answer);
    if (!updated?.nextCheckAt) return;
    if (updated.nextCheckAt.getTime() > Date.now() + 50) {
      await steps.requeue(updated.nextCheckAt);
      return;
    }
  }
  await steps.requeue();
}
