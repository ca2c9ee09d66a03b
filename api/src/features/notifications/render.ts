// One notification as an e-mail: a Vietnamese subject, a responsive HTML part (MJML, one layout with the brand
// header and footer) and a plain-text part with the same facts. Everything that came from a user (a name, a
// title, a reason) is escaped in the HTML and kept to one line in the subject, so it can add neither markup
// nor headers. The order e-mail carries the order's VietQR code as an inline picture: the same payload as the
// checkout page's (orderQrPayload). MJML compiles each shape of the layout (its number of rows, the payment
// block, the unsubscribe line) once per process; a message fills the compiled layout's slots with its escaped
// words, so a worker renders hundreds of messages a second.
import type { NotificationFacts, NotificationKind } from '@app/shared/contracts/notifications';
import { formatVnd } from '@app/shared/format';
import { notificationMessages } from '@app/shared/messages/notifications';
import { orderQrPayload } from '@app/shared/payments/vietqr';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { kindRules, shownFacts, textsOf } from '../../domain/notifications/kinds';

const L = notificationMessages.layout;
/** Longer subjects are cut: a mail client shows about this much anyway, and a 10.000-character title is no subject. */
const MAX_SUBJECT = 200;
export const QR_CID = 'vietqr@notifications';

export type Rendered = {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
};

export type RenderInput<K extends NotificationKind> = {
  kind: K;
  facts: NotificationFacts[K];
  /** The recipient's display name, if any. */
  name: string | null;
  /** The one-click unsubscribe page of an optional kind. */
  unsubscribeUrl?: string;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text or an attribute's value: nothing in it is read as markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * One line, no control characters (CR and LF would start a new header), at most MAX_SUBJECT characters. The
 * no-break space inside an amount ('1.490.000 ₫') stays as the formatter wrote it.
 */
export function headerText(value: string): string {
  const line = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = [...line];
  return chars.length <= MAX_SUBJECT ? line : `${chars.slice(0, MAX_SUBJECT - 1).join('')}…`;
}

type Payment = { rows: [string, string][]; qrAlt: string; qr: Buffer };

async function paymentOf(facts: NotificationFacts['orderCreated'], payee: Config['payee']): Promise<Payment> {
  const transferNote = `TT ${facts.orderId}`;
  const payload = orderQrPayload({ price: facts.amount, transferNote, payee });
  return {
    rows: [
      [L.bankName, payee.bankName],
      [L.accountHolder, payee.accountHolder],
      [L.accountNumber, payee.accountNumber],
      [L.note, transferNote],
    ],
    qrAlt: L.qrAlt(formatVnd(facts.amount), transferNote),
    qr: await QRCode.toBuffer(payload, { type: 'png', width: 240, margin: 2, errorCorrectionLevel: 'M' }),
  };
}

/**
 * A stand-in for the n-th value of a message in its compiled layout: letters and digits only, so MJML copies it
 * through unchanged wherever it stands (text, table cell, attribute, title).
 */
const slot = (n: number) => `MJSLOT${n}X`;
const SLOTS = /MJSLOT(\d+)X/g;

const tableRows = (first: number, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<tr><td style="padding:6px 12px 6px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${slot(first + 2 * index)}</td>` +
      `<td style="padding:6px 0;color:#111827;font-weight:600;word-break:break-word">${slot(first + 2 * index + 1)}</td></tr>`,
  ).join('');

/** What decides the layout's markup; every word and fact of a message is a slot filled in afterwards. */
type Shape = { rows: number; paymentRows: number; unsubscribe: boolean };

/**
 * The layout of a shape, compiled by MJML once per process (compiling takes milliseconds; filling the slots of
 * a compiled one, microseconds): slots 0–6 the title, greeting, intro, link, action, QR alt text and
 * unsubscribe link, then each row's label and value, then the payment rows'.
 */
const compiled = new Map<string, Promise<string>>();

async function compile(shape: Shape): Promise<string> {
  const [title, greeting, intro, link, action, qrAlt, unsubscribeUrl] = [0, 1, 2, 3, 4, 5, 6].map(slot);
  const paymentBlock = shape.paymentRows
    ? `<mj-section background-color="#ffffff" padding="0 24px">
        <mj-column width="45%"><mj-image src="cid:${QR_CID}" alt="${qrAlt}" width="200px" padding="8px 0" /></mj-column>
        <mj-column width="55%">
          <mj-table padding="8px 0">${tableRows(7 + 2 * shape.rows, shape.paymentRows)}</mj-table>
          <mj-text padding="4px 0" color="#4b5563" font-size="13px">${escapeHtml(L.qrHint)}</mj-text>
        </mj-column>
      </mj-section>`
    : '';
  const unsubscribe = shape.unsubscribe
    ? `<mj-text align="center" color="#6b7280" font-size="12px"><a href="${unsubscribeUrl}" style="color:#4f46e5">${escapeHtml(L.unsubscribe)}</a></mj-text>`
    : '';
  const source = `<mjml lang="vi">
  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text font-size="15px" line-height="1.55" color="#111827" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#4f46e5" padding="20px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="22px" font-weight="700" padding="0">${escapeHtml(L.brand)}</mj-text>
        <mj-text color="#e0e7ff" font-size="13px" padding="4px 0 0">${escapeHtml(L.tagline)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 8px">
      <mj-column>
        <mj-text padding="0 0 12px">${greeting}</mj-text>
        <mj-text font-size="20px" font-weight="700" padding="0 0 12px">${title}</mj-text>
        <mj-text padding="0 0 12px">${intro}</mj-text>
        <mj-table padding="0 0 12px">${tableRows(7, shape.rows)}</mj-table>
      </mj-column>
    </mj-section>
    ${paymentBlock}
    <mj-section background-color="#ffffff" padding="8px 24px 24px">
      <mj-column>
        <mj-button href="${link}" background-color="#4338ca" color="#ffffff" font-size="15px" font-weight="700" align="left" padding="8px 0">${action}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text align="center" color="#6b7280" font-size="12px">${escapeHtml(L.footer)}<br />${escapeHtml(L.automatic)}</mj-text>
        ${unsubscribe}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // Loaded with the first e-mail, not with the API: most requests never render one.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`e-mail template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

function layoutOf(shape: Shape): Promise<string> {
  const key = `${shape.rows}/${shape.paymentRows}/${shape.unsubscribe}`;
  let layout = compiled.get(key);
  if (!layout) {
    layout = compile(shape);
    // A failed compilation is not kept: the next message tries again.
    layout.catch(() => compiled.delete(key));
    compiled.set(key, layout);
  }
  return layout;
}

export async function renderNotification<K extends NotificationKind>(
  input: RenderInput<K>,
  config: Pick<Config, 'payee'> & { mail: Pick<Config['mail'], 'webUrl'> },
): Promise<Rendered> {
  const texts = textsOf(input.kind);
  const shown = shownFacts<K>(input.facts);
  const rule = kindRules[input.kind];
  const link = `${config.mail.webUrl}${rule.link(input.facts)}`;
  const rows = texts.rows(shown);
  const title = texts.title(shown);
  const greeting = input.name?.trim() ? L.greeting(input.name.trim()) : L.greetingNoName;
  const payment = rule.payment
    ? await paymentOf(input.facts as NotificationFacts['orderCreated'], config.payee)
    : undefined;

  const layout = await layoutOf({
    rows: rows.length,
    paymentRows: payment?.rows.length ?? 0,
    unsubscribe: Boolean(input.unsubscribeUrl),
  });
  const values = [
    title,
    greeting,
    texts.intro(shown),
    link,
    texts.action,
    payment?.qrAlt ?? '',
    input.unsubscribeUrl ?? '',
    ...rows.flat(),
    ...(payment?.rows.flat() ?? []),
  ];
  // One pass: a value that happens to read like a slot is written out as it is, never filled in again.
  const html = layout.replace(SLOTS, (_, n: string) => escapeHtml(values[Number(n)]));

  const text = [
    greeting,
    '',
    title,
    '',
    texts.intro(shown),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(payment ? ['', ...payment.rows.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    `${texts.action}: ${link}`,
    '',
    '--',
    `${L.brand} · ${L.tagline}`,
    L.footer,
    L.automatic,
    ...(input.unsubscribeUrl ? [`${L.unsubscribe}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');

  return {
    subject: headerText(texts.subject(shown)),
    html,
    text,
    attachments: payment
      ? [{ filename: 'vietqr.png', content: payment.qr, cid: QR_CID, contentType: 'image/png' }]
      : [],
  };
}
