import { createContext, RouterContextProvider } from 'react-router';
import { singleton } from '../singleton.ts';

export interface RequestInfo {
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  requestId: string;
  /** The client address as Express sees it (after trusted proxies). */
  ip: string;
}

export const requestInfoContext = singleton('requestInfoContext', () => createContext<RequestInfo>());

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestInfoContext);
}
