// An answer read back into data, for callers without the page's client (the service worker): the same envelope
// and schemas as http.ts, which tells the failures apart for its error reactions; here any failure is an Error
// whose message is for logs. DOM-free.
import { clientForHost, hostForPath, readEnvelope } from './contract';
import { parseWith, type Schema } from './schema';

/**
 * An answer of `path` read as the page reads it: a 2xx, a JSON envelope of the path's client saying success, and
 * data that passes `schema` (`at` names it in a parse failure). Anything else is thrown as an Error whose message
 * is for logs. The page's client tells these failures apart for its error reactions (http.ts); the worker only
 * needs to know it got nothing usable.
 */
export async function readAnswer<T>(
  path: string,
  response: Response,
  schema: Schema<T>,
  at: string,
): Promise<T> {
  const data = await readData(path, response);
  return parseWith(schema, data, at);
}

/** An answer's `data` after the status and the envelope are checked, unparsed. */
async function readData(path: string, response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const reading = readEnvelope(clientForHost(hostForPath(path)), await response.json());
  if (!reading.ok) throw new Error(reading.msg);
  return reading.data;
}
