/**
 * The live part of a conversation page, loaded only in the browser after the page works on its own (plain form
 * posts): a WebSocket to /chat/{id}/socket (server/chat-socket.ts) that brings the other side's messages in as
 * they are sent and sends ours without a page load. If the socket is not open, `send` answers null and the page
 * falls back to posting its form. Reconnects with back-off a few times, then stays a plain page.
 */
export interface LiveMessage {
  id: string;
  conversationId: string;
  fromRole: 'BUYER' | 'BUSINESS';
  senderName: string;
  text: string;
  createdAt: string;
}

export interface LiveHandlers {
  onMessage(message: LiveMessage): void;
  /** The answer to one of our sends: stored (error undefined) or refused with a message to show. */
  onAnswer(clientId: string | undefined, error?: string): void;
  onLive(live: boolean): void;
}

export interface LiveChat {
  /** Sends the text; answers its client id, or null when the socket is not open (post the form instead). */
  send(text: string): string | null;
  markRead(): void;
  close(): void;
}

const MAX_RETRIES = 6;

interface RestMessage {
  messageID: number;
  conversationID: number;
  fromRole: 'buyer' | 'business';
  senderName: string;
  text: string;
  createdAt: string;
}

const toLive = (m: RestMessage): LiveMessage => ({
  id: String(m.messageID),
  conversationId: String(m.conversationID),
  fromRole: m.fromRole === 'buyer' ? 'BUYER' : 'BUSINESS',
  senderName: m.senderName,
  text: m.text,
  createdAt: m.createdAt,
});

/** `notSent`: the page's words for a refusal the socket did not word (the loader hands them in its language). */
export function connectChat(conversationId: string, notSent: string, handlers: LiveHandlers): LiveChat {
  let ws: WebSocket | null = null;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let counter = 0;

  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${location.host}/chat/${encodeURIComponent(conversationId)}/socket`);
    ws = socket;
    socket.onopen = () => {
      retries = 0;
      handlers.onLive(true);
    };
    socket.onmessage = (event) => {
      let data: { type?: string; message?: unknown; clientId?: string };
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (data.type === 'message' && data.message && typeof data.message === 'object') handlers.onMessage(toLive(data.message as RestMessage));
      else if (data.type === 'sent') handlers.onAnswer(data.clientId);
      else if (data.type === 'error') handlers.onAnswer(data.clientId, typeof data.message === 'string' ? data.message : notSent);
    };
    socket.onclose = () => {
      if (ws === socket) ws = null;
      handlers.onLive(false);
      if (stopped || retries >= MAX_RETRIES) return;
      timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** retries++));
    };
  };
  open();

  const ready = () => ws !== null && ws.readyState === WebSocket.OPEN;
  return {
    send(text) {
      if (!ready()) return null;
      const clientId = `c${++counter}`;
      ws!.send(JSON.stringify({ type: 'send', text, clientId }));
      return clientId;
    },
    markRead() {
      if (ready()) ws!.send(JSON.stringify({ type: 'read' }));
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      ws?.close(1000, 'Page left');
    },
  };
}
