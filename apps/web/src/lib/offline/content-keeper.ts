import { PLAYER_SOURCE, type PlayerDownload, type PlayerEvict, readHostMessage } from '../../scorm-host/protocol';

/** How long a content origin's hidden frame stays after its last request. */
// constants-check-ignore: the keeper frame's own idle time, unrelated to the video player's
const IDLE_MS = 60_000;
/** How long a request may wait for the frame (a large file on a slow connection). */
const REQUEST_MS = 10 * 60_000;

type Pending = { resolve: (size: number) => void; reject: (error: Error) => void };
type Channel = {
  frame: HTMLIFrameElement;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  idle?: ReturnType<typeof setTimeout>;
};

/**
 * Keeps files of a content origin on the device. A packaged course runs on its company's content host,
 * whose own service worker and Cache Storage serve it without a network, so its files are kept there: by a
 * hidden frame of that origin's frame page, asked by messages (only that origin answers them).
 */
export function createContentKeeper(doc: Document = document) {
  const channels = new Map<string, Channel>();
  let nextId = 0;

  function close(origin: string) {
    const channel = channels.get(origin);
    if (!channel) return;
    channels.delete(origin);
    for (const pending of channel.pending.values()) pending.reject(new Error('the keeping frame closed'));
    channel.frame.remove();
  }

  function open(origin: string): Channel {
    const existing = channels.get(origin);
    if (existing) return existing;
    const frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.sandbox.add('allow-scripts', 'allow-same-origin');
    frame.src = `${origin}/scorm-content/host/index.html`;
    const pending = new Map<number, Pending>();
    const ready = new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        const message = readHostMessage(event.data);
        if (message?.type === 'ready') resolve();
        if (message?.type === 'done') pending.get(message.id)?.resolve(message.size);
        if (message?.type === 'failed') pending.get(message.id)?.reject(new Error(message.message));
        if (message?.type === 'done' || message?.type === 'failed') pending.delete(message.id);
      };
      doc.defaultView?.addEventListener('message', onMessage);
    });
    doc.body.append(frame);
    const channel = { frame, ready, pending };
    channels.set(origin, channel);
    return channel;
  }

  async function request(
    origin: string,
    message: Omit<PlayerDownload, 'id' | 'source'> | Omit<PlayerEvict, 'id' | 'source'>,
  ): Promise<number> {
    const channel = open(origin);
    if (channel.idle) clearTimeout(channel.idle);
    await channel.ready;
    const id = ++nextId;
    try {
      return await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          channel.pending.delete(id);
          reject(new Error('the keeping frame did not answer'));
        }, REQUEST_MS);
        channel.pending.set(id, {
          resolve: (size) => {
            clearTimeout(timer);
            resolve(size);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        channel.frame.contentWindow?.postMessage({ ...message, id, source: PLAYER_SOURCE }, origin);
      });
    } finally {
      if (channel.pending.size === 0) channel.idle = setTimeout(() => close(origin), IDLE_MS);
    }
  }

  return {
    /** Downloads `url` (of the content origin) into that origin's Cache Storage under `key`; answers its size. */
    download: (url: string, key: string) => request(new URL(key).origin, { type: 'download', url, key }),
    /** Takes a kept file off that origin's Cache Storage. */
    evict: async (key: string) => {
      await request(new URL(key).origin, { type: 'evict', key });
    },
  };
}
