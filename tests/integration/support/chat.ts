/** Helpers for the chat tests: REST calls as the seeded accounts, and WebSockets opened on the Worker. */
import { SELF } from './worker';
import { tokenCookie } from '../../../app/features/auth/cookies.server';
import { call, loginToken, SEEDED } from './accounts';

export const BUYER_ID = 19;
/** The demo vendor runs businesses 2 and 4; the enterprise vendor runs 22; `subscribed` runs none. */
export const STORE = 2;
export const OTHER_STORE_OF_VENDOR = 4;
export const ENTERPRISE_STORE = 22;

export const tokens = async () => {
  const [buyer, vendor, stranger, enterprise] = await Promise.all([
    loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.11'),
    loginToken(SEEDED.vendor.email, SEEDED.vendor.password, '198.51.100.12'),
    loginToken(SEEDED.subscribed.email, SEEDED.subscribed.password, '198.51.100.13'),
    loginToken('enterprise@musika.co.zw', SEEDED.vendor.password, '198.51.100.14'),
  ]);
  return { buyer, vendor, stranger, enterprise };
};

export const open = (token: string, bID: number, text?: string) =>
  call('POST', '/chat/conversations', { token, body: text === undefined ? { bID } : { bID, text } });
export const send = (token: string, id: number | string, text: unknown) =>
  call('POST', `/chat/conversations/${id}/messages`, { token, body: { text } });
export const messages = (token: string, id: number | string, query = '') => call('GET', `/chat/conversations/${id}/messages${query}`, { token });
export const list = (token: string, bID?: number) => call('GET', `/chat/conversations${bID === undefined ? '' : `?bID=${bID}`}`, { token });
export const unread = (token: string, bID?: number) => call('GET', `/chat/unread${bID === undefined ? '' : `?bID=${bID}`}`, { token });
export const markRead = (token: string, id: number | string) => call('POST', `/chat/conversations/${id}/read`, { token });

/** The buyer's conversation with STORE, made with a first message. */
export async function conversation(buyer: string, text = 'Hello, is this still available?'): Promise<number> {
  const { status, json } = await open(buyer, STORE, text);
  if (status !== 201 && status !== 200) throw new Error(`open answered ${status}: ${json.message}`);
  return json.data.conversation.conversationID;
}

export const ORIGIN = 'http://musika.test';

/** Opens the conversation's socket as a browser on `origin` with the session cookie of `token`. */
export async function socketFetch(id: number | string, opts: { token?: string; origin?: string | null; upgrade?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (opts.upgrade !== false) headers.upgrade = 'websocket';
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  if (opts.token) headers.cookie = await tokenCookie.serialize(opts.token);
  return SELF.fetch(`${ORIGIN}/chat/${id}/socket`, { headers });
}

/** An accepted socket whose incoming events queue up for `next()`. */
export async function connect(id: number, token: string) {
  const response = await socketFetch(id, { token });
  if (response.status !== 101 || !response.webSocket) throw new Error(`socket answered ${response.status}: ${await response.text()}`);
  const ws = response.webSocket;
  ws.accept();
  const queue: any[] = [];
  const waiters: ((event: any) => void)[] = [];
  ws.addEventListener('message', (e) => {
    const event = JSON.parse(String(e.data));
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  });
  return {
    ws,
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (ms = 5000) =>
      queue.length
        ? Promise.resolve(queue.shift())
        : new Promise<any>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('no socket event within the time')), ms);
            waiters.push((event) => {
              clearTimeout(timer);
              resolve(event);
            });
          }),
    close: () => ws.close(1000, 'done'),
  };
}
