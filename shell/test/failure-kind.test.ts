import { failureKind } from '../src/remotes/failure-kind';
import { RemoteTimeoutError } from '../src/remotes/remote-timeout';
import { FileIntegrityError } from '../src/errors/refused-files';

// What the diner is told depends on this: files that did not arrive (try again) or code that failed (reload).
describe('why a remote screen failed', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    [
      'a chunk the file host failed',
      named('ChunkLoadError', 'Loading chunk 441 failed.\n(error: https://troo.test/remotes/checkout/v1/441.js)'),
    ],
    ['a css chunk', named('ChunkLoadError', 'Loading css chunk 796 failed.\n(error: undefined)')],
    ['a remote entry that did not arrive', new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')],
    ['a manifest that did not arrive', new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')],
    ['a registry that answered 503', new Error('The remote registry answered 503')],
    ['fetch that reached no server', new TypeError('Failed to fetch')],
  ])('%s is a load failure', (_, error) => expect(failureKind(error)).toBe('load'));

  it.each([
    ['a screen that crashed while drawing', new TypeError("Cannot read properties of undefined (reading 'items')")],
    [
      'a shared module the shell cannot satisfy',
      new Error('[ Federation Runtime ]: Version 3.0.0 of @troo/shared does not satisfy ^3.1.0'),
    ],
    [
      'a remote entry that arrived and threw',
      new Error('#RUNTIME-008 ScriptExecutionError: Script "e.js" loaded but threw a runtime error'),
    ],
  ])('%s is a code failure', (_, error) => expect(failureKind(error)).toBe('code'));

  it('a file that arrived but is not the one its release recorded is an integrity failure, not the connection', () => {
    expect(failureKind(new FileIntegrityError('https://troo.test/remotes/checkout/v1/441.js'))).toBe('integrity');
  });

  it('a load that did not answer in time is a timeout', () => {
    expect(failureKind(new RemoteTimeoutError('checkout/Tip'))).toBe('timeout');
  });
});
