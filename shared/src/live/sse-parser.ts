/** One message of a text/event-stream (comments, such as heartbeats, are not messages). */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Turns the chunks of a text/event-stream into its messages, as EventSource would (fields id,
 * event and data; lines starting with ':' are comments). Chunks may split lines anywhere.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  // A chunk may end between the \r and \n of one line end: the \r waits for the next chunk.
  let carriageReturn = '';
  return (chunk) => {
    let text = carriageReturn + chunk;
    carriageReturn = text.endsWith('\r') ? '\r' : '';
    if (carriageReturn) text = text.slice(0, -1);
    buffer += text.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const message: SseMessage = { id: null, event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (name === 'id') message.id = value;
        else if (name === 'event') message.event = value;
        else if (name === 'data') data.push(value);
      }
      if (data.length > 0) onMessage({ ...message, data: data.join('\n') });
    }
  };
}
