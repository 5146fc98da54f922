// A real SMTP server in the test process (the smtp-server package) that keeps what it receives and
// can misbehave on demand: refuse connections with a 421, or stall (never greet) so clients time out.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpMood = 'accept' | 'refuse' | 'stall';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  mood: SmtpMood;
  /** connections refused or stalled so far */
  turnedAway: number;
  close(): Promise<void>;
}

export async function startSmtp(options: { port?: number; refuseRate?: number } = {}): Promise<TestSmtp> {
  const state: TestSmtp = { url: '', received: [], mood: 'accept', turnedAway: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (state.mood === 'stall') {
        state.turnedAway += 1;
        return; // never answers: the client's greeting timeout fires
      }
      if (state.mood === 'refuse' || (options.refuseRate && Math.random() < options.refuseRate)) {
        state.turnedAway += 1;
        return callback(Object.assign(new Error('Servicio no disponible, intente más tarde'), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** Decodes one quoted-printable or base64 body. */
function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export interface MimePart {
  contentType: string;
  filename: string | null;
  text: string;
}

/** RFC 2047 encoded words ('=?UTF-8?Q?…?=') as text. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'));
}

/** The headers of a raw message (unfolded, lower-case names; the first of each). */
export function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] ??= decodeWords(line.slice(at + 1).trim());
  }
  return headers;
}

/** The leaf parts of a MIME message, decoded (enough for what nodemailer writes). */
export function partsOf(raw: string): MimePart[] {
  const headers = headersOf(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const body = raw.slice(raw.search(/\r?\n\r?\n/) + 2).replace(/^\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? null;
    return [{ contentType: type, filename, text: decodeBody(body, headers['content-transfer-encoding'] ?? '') }];
  }
  return body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--')).flatMap((part) => partsOf(part.replace(/^\r?\n/, '')));
}
