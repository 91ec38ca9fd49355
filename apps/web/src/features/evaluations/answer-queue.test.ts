import { describe, expect, it } from 'vitest';
import { createAnswerQueue, memoryQueueStorage, type QueuedAnswer, type SendOutcome } from './answer-queue';

const entry = (idAnswer: number, revision: number, option = idAnswer * 10): Omit<QueuedAnswer, 'queuedAt'> => ({
  path: `/learning/students/1/enrollments/2/evaluations/3/questionnaires/4/answers/${idAnswer}`,
  idQuestionnaire: 4,
  idAnswer,
  body: { answerData: [{ idQuestionOption: option }], revision },
});

/** A server that records what it received; `online` switches the network. */
function fakeServer() {
  const received: Array<{ idAnswer: number; revision: number; option: number | undefined }> = [];
  const state = { online: true, refuse: new Set<number>() };
  const send = async (queued: QueuedAnswer): Promise<SendOutcome> => {
    if (!state.online) throw new TypeError('Failed to fetch');
    if (state.refuse.has(queued.idAnswer)) return 'refused';
    received.push({
      idAnswer: queued.idAnswer,
      revision: queued.body.revision,
      option: queued.body.answerData[0]?.idQuestionOption,
    });
    return 'sent';
  };
  return { received, state, send };
}

describe('the offline answer queue', () => {
  it('keeps answers while offline and sends them in order when the network returns', async () => {
    const server = fakeServer();
    const storage = memoryQueueStorage();
    const queue = createAnswerQueue({ storage, send: server.send });
    server.state.online = false;
    await queue.enqueue(entry(1, 1));
    await queue.enqueue(entry(2, 1));
    await queue.enqueue(entry(3, 1));
    expect(await queue.flush()).toBe(false);
    expect((await queue.pending()).map((e) => e.idAnswer)).toEqual([1, 2, 3]);

    server.state.online = true;
    expect(await queue.flush()).toBe(true);
    expect(server.received.map((r) => r.idAnswer)).toEqual([1, 2, 3]);
    expect(await queue.pending()).toEqual([]);
    expect(await storage.load()).toEqual([]);
  });

  it('keeps only the latest change of an answer, which moves to the end of the line', async () => {
    const server = fakeServer();
    const queue = createAnswerQueue({ storage: memoryQueueStorage(), send: server.send });
    server.state.online = false;
    await queue.enqueue(entry(1, 1, 11));
    await queue.enqueue(entry(2, 1, 21));
    await queue.enqueue(entry(1, 2, 12));
    server.state.online = true;
    await queue.flush();
    expect(server.received).toEqual([
      { idAnswer: 2, revision: 1, option: 21 },
      { idAnswer: 1, revision: 2, option: 12 },
    ]);
  });

  it('never lets an older change replace a newer one waiting in the line', async () => {
    const server = fakeServer();
    const queue = createAnswerQueue({ storage: memoryQueueStorage(), send: server.send });
    server.state.online = false;
    await queue.enqueue(entry(1, 5, 15));
    await queue.enqueue(entry(1, 4, 14));
    expect((await queue.pending()).map((e) => e.body.revision)).toEqual([5]);
  });

  it('survives a reload: a new queue over the same storage finds the answers and sends them', async () => {
    const server = fakeServer();
    const storage = memoryQueueStorage();
    server.state.online = false;
    const before = createAnswerQueue({ storage, send: server.send });
    await before.enqueue(entry(7, 1));
    await before.flush();

    server.state.online = true;
    const after = createAnswerQueue({ storage, send: server.send });
    expect((await after.pending()).map((e) => e.idAnswer)).toEqual([7]);
    await after.flush();
    expect(server.received.map((r) => r.idAnswer)).toEqual([7]);
  });

  it('drops an answer the server refuses for good and reports it, then goes on with the rest', async () => {
    const server = fakeServer();
    const refused: number[] = [];
    const queue = createAnswerQueue({
      storage: memoryQueueStorage(),
      send: server.send,
      onRefused: (e) => refused.push(e.idAnswer),
    });
    server.state.online = false;
    await queue.enqueue(entry(1, 1));
    await queue.enqueue(entry(2, 1));
    server.state.refuse.add(1);
    server.state.online = true;
    expect(await queue.flush()).toBe(true);
    expect(refused).toEqual([1]);
    expect(server.received.map((r) => r.idAnswer)).toEqual([2]);
  });

  it('a change made while its previous change is on the way is sent afterwards', async () => {
    const received: number[] = [];
    let release: () => void = () => undefined;
    const queue = createAnswerQueue({
      storage: memoryQueueStorage(),
      send: async (queued) => {
        if (received.length === 0) await new Promise<void>((resolve) => (release = resolve));
        received.push(queued.body.revision);
        return 'sent';
      },
    });
    await queue.enqueue(entry(1, 1));
    const flushing = queue.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queue.enqueue(entry(1, 2));
    release();
    await flushing;
    await queue.flush();
    expect(received).toEqual([1, 2]);
    expect(await queue.pending()).toEqual([]);
  });

  it('reports every change of the line to its listener', async () => {
    const seen: number[][] = [];
    const server = fakeServer();
    const queue = createAnswerQueue({
      storage: memoryQueueStorage(),
      send: server.send,
      onChange: (pending) => seen.push(pending.map((e) => e.idAnswer)),
    });
    await queue.enqueue(entry(1, 1));
    await queue.flush();
    expect(seen).toEqual([[1], []]);
  });
});
