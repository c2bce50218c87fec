import { connect, type Socket } from 'node:net';

/** A raw connection to the server, with everything it was sent back and when it closed. */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk;
    for (const waiter of waiting.filter((w) => received.includes(w.text))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  socket.on('error', () => {}); // a reset is one of the outcomes tested
  const opened = performance.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    connected,
    closed,
    received: () => received,
    /** Resolves once the server has sent `text`; rejects if the connection closes first. */
    sent: (text: string) =>
      Promise.race([
        new Promise<void>((resolve) => (received.includes(text) ? resolve() : waiting.push({ text, resolve }))),
        closed.then(() => {
          if (!received.includes(text)) throw new Error(`the connection closed before "${text}" came: ${received}`);
        }),
      ]),
  };
}
