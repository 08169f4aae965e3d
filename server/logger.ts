import { pino } from 'pino';
import { config } from './config.ts';
import { singleton } from './singleton.ts';

export const logger = singleton('logger', () => {
  const { NODE_ENV, LOG_LEVEL } = config();
  const options = { level: NODE_ENV === 'test' ? 'warn' : LOG_LEVEL };
  // Development reads its logs in a terminal; production ships JSON lines to whatever collects them.
  if (NODE_ENV !== 'development') return pino(options);
  return pino(
    options,
    pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }),
  );
});
