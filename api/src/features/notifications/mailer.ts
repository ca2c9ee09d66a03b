// The SMTP client (nodemailer): one pooled transport per process, to SMTP_URL. Only the worker sends through it.
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The whole header value, `<token@domain>`. */
  messageId: string;
  headers: Record<string, string>;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
};

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
}

/** The domain of MAIL_FROM's address, which ends every Message-ID (`<…@example.vn>`). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  return at > 0 ? address.slice(at + 1).trim() : 'localhost';
}

export function createMailer(mail: Pick<Config['mail'], 'smtpUrl' | 'from'>): Mailer {
  if (!mail.smtpUrl) throw new Error('no SMTP_URL');
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: 4,
    // A server that does not answer is an attempt that failed, retried later; never a worker stuck for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments,
      });
    },
    close: () => transport.close(),
  };
}
