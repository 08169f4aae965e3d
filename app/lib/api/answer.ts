// What every JSON endpoint answers when it refuses, and how a browser script reads an answer: the route
// declares what it sends, the script takes whatever arrived without trusting it.

/** A refusal as JSON (app/routes/+shared/refusal.ts): its sentence, and the fields at fault when it names any. */
export interface RefusedAnswer {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

type KeyOfAny<T> = T extends unknown ? keyof T : never;

/**
 * An endpoint's answer as a script receives it: any field of any of its answers, none of them sure to be
 * there (a proxy's error page, an older server), so the script checks each field it uses.
 */
export type Received<T> = { [K in KeyOfAny<T>]?: T extends unknown ? (K extends keyof T ? T[K] : never) : never };
