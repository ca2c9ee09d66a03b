// A real SMTP server in the test process (smtp-server): the API's worker sends to it over TCP through
// nodemailer, and the tests read back what was really received, parsed (mailparser), with the envelope.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../src/features/notifications/mailer';
import { deliverDue } from '../src/features/notifications/worker';
import type { Harness } from './harness';

export type Received = {
  /** The envelope's recipients: who the server was asked to deliver to. */
  rcptTo: string[];
  mail: ParsedMail;
  raw: string;
};

export interface MailServer {
  port: number;
  url: string;
  received: Received[];
  /** What reached `address` (envelope). */
  to: (address: string) => Received[];
  close: () => Promise<void>;
}

/** Starts a server on `port` (0: any free one). */
export async function startMailServer(port = 0): Promise<MailServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with a certificate it cannot trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    to: (who) => received.filter((item) => item.rcptTo.includes(who)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = await startMailServer();
  const { port } = probe;
  await probe.close();
  return port;
}

/** A header's value as it was sent (unfolded), or undefined: mailparser itself merges `List-*` headers. */
export function headerOf(received: Received, name: string): string | undefined {
  const line = received.mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * A mail server for the test file and the API's outbox delivered to it, a round of the worker at a time (the
 * API's own worker does not run in tests): `deliver()` through the file's mailer or another one
 * (`mailerTo(url)`: a server that is down), `smtp` what was received. Declare it after `useApi`.
 */
export function useMail(api: Harness) {
  let server: MailServer | undefined;
  let main: Mailer | undefined;
  const mailers: Mailer[] = [];
  const mailerTo = (url: string) => {
    const made = createMailer({ smtpUrl: url, from: api.config.mail.from });
    mailers.push(made);
    return made;
  };
  beforeAll(async () => {
    server = await startMailServer();
    main = mailerTo(server.url);
  });
  afterAll(async () => {
    for (const made of mailers) made.close();
    await server?.close();
  });
  const smtp = () => {
    if (!server) throw new Error('the mail server is not ready: use it inside a test or a hook');
    return server;
  };
  return {
    smtp,
    mailerTo,
    deliver: (through?: Mailer, options?: Parameters<typeof deliverDue>[3]) =>
      deliverDue(api.app.database.db, through ?? (main as Mailer), api.config, options),
    /** The subjects of what reached `address`, in arrival order. */
    subjects: (address: string) =>
      smtp()
        .to(address)
        .map((item) => item.mail.subject),
  };
}
