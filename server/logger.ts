import { pino } from 'pino';
import { config } from './config.ts';
import { singleton } from './singleton.ts';

export const logger = singleton('logger', () => pino({ level: config().NODE_ENV === 'test' ? 'warn' : config().LOG_LEVEL }));
