/** Runs tasks one after another, each whatever the one before came to. */
export type SerialQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A queue of state changes: a login finishing while another tab's logout is read must not
 * interleave its steps with it.
 */
export function createSerialQueue(): SerialQueue {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => {});
    return run;
  };
}
