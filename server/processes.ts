import cluster from 'node:cluster';
import { database } from './db/index.ts';
import { logger } from './logger.ts';

/**
 * Runs `count` worker processes that answer requests on the one port: Node's cluster, in which this
 * primary accepts the connections and hands them to the workers in turn. A page is rendered on one core,
 * so one process leaves the other cores idle while visitors queue (docs/decisions/0007-a-process-per-core.md).
 * The primary prepared the database and runs the timed jobs; it answers no request itself.
 *
 * A worker that dies after it was serving is replaced; one that dies before it could listen stops the
 * whole server, as a single process would, rather than being started again and again. SIGTERM or SIGINT
 * passes to every worker, each finishing what it serves, then the primary closes its database pool.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  const start = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.once('listening', () => (listening = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listening) {
        logger.fatal({ pid: worker.process.pid, code, signal }, 'a worker process failed to start');
        stop('worker failed', 1);
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'a worker process exited: starting another');
      start();
    });
  };
  const stop = (reason: NodeJS.Signals | 'worker failed', exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    void Promise.all(exited)
      .then(() => database().close())
      .finally(() => process.exit(exitCode));
    setTimeout(() => process.exit(exitCode), 12_000).unref();
  };
  for (let index = 0; index < count; index += 1) start();
  process.once('SIGTERM', () => stop('SIGTERM', 0));
  process.once('SIGINT', () => stop('SIGINT', 0));
}
