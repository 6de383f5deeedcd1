import type { SourceMessage } from '../env';

export type { SourceMessage };

/** The Queue takes at most 100 messages a call. */
const SEND_BATCH = 100;

/** Hands steps to the Queue; false when there is no Queue or it refused (the cron takes the source again later). */
export async function enqueueSteps(
  queue: Queue<SourceMessage> | undefined,
  messages: readonly SourceMessage[],
): Promise<boolean> {
  if (!queue) return false;
  try {
    for (let start = 0; start < messages.length; start += SEND_BATCH) {
      await queue.sendBatch(messages.slice(start, start + SEND_BATCH).map((body) => ({ body })));
    }
    return true;
  } catch (err) {
    console.error('sources: the Queue refused steps', err);
    return false;
  }
}
