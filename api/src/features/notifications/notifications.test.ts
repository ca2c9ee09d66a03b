// Each kind of notification reaches its person exactly once, by e-mail (read back from a real SMTP server) and
// in the inbox, with the right facts; a rolled-back change notifies nobody; hostile names and titles inject
// neither headers nor markup; optional kinds carry a signed one-click unsubscribe that works.
import { formatVnd } from '@app/shared/format';
import { splitSale } from '@app/shared/money/split';
import { orderQrPayload } from '@app/shared/payments/vietqr';
import type { Order } from '@app/shared/contracts/checkout';
import type { Notification } from '@app/shared/contracts/notifications';
import { eq, like } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { mailOutbox, notificationOptOuts, notifications, users } from '../../db/schema';
import { notify } from '../../domain/notifications/notify';
import { confirmTransfer } from '../bank-webhook/confirm';
import { maskBuyer } from '../ledger/mask';
import { createPayments } from '../payment-steps';
import { userRow, type TestUser } from '../../../test/harness';
import { dbUser, openOrder, sendTransfer, transferBody, WEBHOOK_KEY } from '../../../test/ledger';
import { headerOf, useMail, type Received } from '../../../test/mail';
import { useApi } from '../../../test/suite';
import { QR_CID } from './render';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const api = useApi({ bankWebhookApiKey: WEBHOOK_KEY }, { ownDatabase: true });
const mail = useMail(api);
const { deliver, subjects } = mail;
/** What the file's mail server received (a getter: the server starts in a hook). */
const smtp = { to: (address: string) => mail.smtp().to(address) };

const db = () => api.app.database.db;
const one = (address: string, subject: string): Received => {
  const found = smtp.to(address).filter((item) => item.mail.subject === subject);
  expect(found).toHaveLength(1);
  return found[0];
};
const inbox = async (user: TestUser) => {
  const answer = await api.call('listNotifications', null, user.token);
  expect(answer.status).toBe(200);
  return answer.body.result as { items: Notification[]; nextBefore: number | null };
};
const unread = async (user: TestUser) =>
  ((await api.call('getUnreadNotificationCount', null, user.token)).body.result as { count: number }).count;

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('order created', () => {
  it('e-mails the buyer once the transfer details and the VietQR of the checkout page, and adds an inbox line', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 1_490_000);
    await deliver();

    expect(subjects(buyer.email)).toEqual([`Đơn hàng ${orderId}: thông tin chuyển khoản`]);
    const { mail, rcptTo } = smtp.to(buyer.email)[0];
    expect(rcptTo).toEqual([buyer.email]);
    expect(mail.from?.value[0]).toMatchObject({ name: 'AI Market', address: 'no-reply@aimarket.local' });
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@aimarket\.local>$/);
    expect(mail.text).toContain(formatVnd(1_490_000));
    expect(formatVnd(1_490_000).replace(/\s/g, ' ')).toBe('1.490.000 ₫');
    expect(mail.text).toContain(`TT ${orderId}`);
    expect(mail.text).toContain(api.config.payee.accountNumber);
    expect(mail.text).toContain(`${api.config.mail.webUrl}/checkout/${orderId}`);
    expect(mail.html).toContain(orderId);
    // Dates as dd/mm/yyyy HH:mm, Vietnam time.
    expect(mail.text).toMatch(/Hết hạn lúc: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // The picture decodes to exactly what the checkout page draws for this order.
    const order = (await api.call('getTransaction', { transactionId: orderId }, buyer.token)).body.result as Order;
    const qr = mail.attachments.find((attachment) => attachment.cid === QR_CID);
    expect(qr).toBeDefined();
    expect(decodeQr(qr!.content)).toBe(orderQrPayload(order));

    const { items } = await inbox(buyer);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'orderCreated', link: `/checkout/${orderId}`, read: false }),
    ]);
    expect(items[0].title).toContain(orderId);
    expect(await unread(buyer)).toBe(1);
  });

  it('opening the same open order again notifies nobody again', async () => {
    const creator = await api.user('creator');
    const { buyer, productId, orderId } = await openOrder(api, creator.uid, 90_000);
    const again = await api.call('createProductOrder', { productId }, buyer.token);
    expect((again.body.result as { transactionId: string }).transactionId).toBe(orderId);
    await deliver();
    expect(subjects(buyer.email)).toHaveLength(1);
    expect((await inbox(buyer)).items).toHaveLength(1);
  });
});

describe('payment received', () => {
  it('sends the buyer a receipt and the creator the sale (their share, the buyer masked), once each', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 200_000);
    const transferId = 900_000_000 + Math.floor(Math.random() * 1e8);
    expect((await sendTransfer(api, orderId, 200_000, transferId)).status).toBe(200);
    // The bank sends the same notification again: nothing more is sent.
    expect((await sendTransfer(api, orderId, 200_000, transferId)).status).toBe(200);
    await deliver();

    const received = one(buyer.email, `Biên nhận thanh toán đơn hàng ${orderId}`);
    const receipt = received.mail;
    expect(receipt.text).toContain(formatVnd(200_000));
    expect(receipt.text).toContain(orderId);
    expect(receipt.text).toContain('Người dùng creator');
    expect(receipt.text).toContain(`${api.config.mail.webUrl}/my/library`);
    expect(headerOf(received, 'list-unsubscribe')).toBeUndefined();
    expect(subjects(buyer.email)).toHaveLength(2);

    expect(subjects(creator.email)).toHaveLength(1);
    const sold = smtp.to(creator.email)[0];
    const sale = sold.mail;
    expect(sale.subject).toMatch(/^Bạn vừa bán được “Sản phẩm thử/);
    expect(sale.text).toContain(formatVnd(splitSale(200_000, api.config.fees.feeBps).creator));
    expect(sale.text).toContain(maskBuyer('Người dùng buyer', buyer.email, ''));
    expect(sale.text).not.toContain(buyer.email);
    // Optional: a signed one-click unsubscribe.
    expect(headerOf(sold, 'list-unsubscribe')).toMatch(/^<http.*\/notifications\/unsubscribe\?token=.+>$/);
    expect(headerOf(sold, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const buyerInbox = (await inbox(buyer)).items;
    expect(buyerInbox.map((item) => [item.kind, item.read])).toEqual([
      ['paymentReceived', false],
      // Paid: its "waiting for payment" is settled.
      ['orderCreated', true],
    ]);
    expect(buyerInbox[0].link).toBe('/my/library');
    expect(await unread(buyer)).toBe(1);
    expect((await inbox(creator)).items.map((item) => item.kind)).toEqual(['newSale']);
  });

  it('tells the affiliate the commission the ledger credited', async () => {
    const creator = await api.user('creator');
    const affiliate = await api.user();
    const buyer = await api.user();
    const productId = await api.addProduct(creator.uid, { price: 1_000_000, commissionRate: 20 });
    const visitorId = `visitor-${Date.now()}`;
    const { affiliateCode } = await userRow(api, affiliate.uid);
    const click = await api.post(`/${api.config.projectId}/asia-southeast1/recordAffiliateClick`, {
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      body: JSON.stringify({ data: { code: affiliateCode, productId, visitorId } }),
    });
    expect(click.status).toBe(200);
    const ordered = await api.call('createProductOrder', { productId, visitorId }, buyer.token);
    const orderId = (ordered.body.result as { transactionId: string }).transactionId;
    expect((await sendTransfer(api, orderId, 1_000_000)).status).toBe(200);
    await deliver();

    expect(subjects(affiliate.email)).toHaveLength(1);
    const commission = splitSale(1_000_000, api.config.fees.feeBps, 20).commission;
    const mail = one(affiliate.email, `Bạn nhận được hoa hồng ${formatVnd(commission)}`).mail;
    expect(mail.text).toContain(orderId);
    expect((await inbox(affiliate)).items).toEqual([
      expect.objectContaining({ kind: 'commissionEarned', link: '/my/affiliate/dashboard' }),
    ]);
  });

  it('a payment whose transaction rolls back notifies nobody', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 120_000);
    const payments = createPayments();
    payments.onPaymentConfirmed('product', {
      name: 'fails-after-the-notifications',
      run: async () => {
        throw new Error('injected failure');
      },
    });
    await expect(
      confirmTransfer(db(), transferBody(`TT ${orderId}`, 120_000), { payee: api.config.payee, payments }),
    ).rejects.toThrow('injected failure');
    await deliver();

    const events = await db()
      .select({ eventKey: notifications.eventKey })
      .from(notifications)
      .where(like(notifications.eventKey, `order:${orderId}:%`));
    expect(events.map((row) => row.eventKey)).toEqual([`order:${orderId}:created`]);
    expect(subjects(buyer.email)).toEqual([`Đơn hàng ${orderId}: thông tin chuyển khoản`]);
    expect(smtp.to(creator.email)).toHaveLength(0);
  });
});

describe('order canceled', () => {
  it('tells the buyer not to transfer any more', async () => {
    const creator = await api.user('creator');
    const { buyer, orderId } = await openOrder(api, creator.uid, 50_000);
    expect((await api.call('cancelTransaction', { transactionId: orderId }, buyer.token)).status).toBe(200);
    await deliver();
    one(buyer.email, `Đơn hàng ${orderId} đã được hủy`);
    expect((await inbox(buyer)).items.map((item) => [item.kind, item.read, item.link])).toEqual([
      ['orderCanceled', false, '/'],
      ['orderCreated', true, `/checkout/${orderId}`],
    ]);
  });
});

describe('hostile names and titles', () => {
  it('add neither headers, recipients nor markup', async () => {
    const creator = await api.user('creator');
    const buyer = await api.user();
    const evil = 'attacker@evil.example';
    const name = `<img src=x onerror=alert(1)>\r\nBcc: ${evil}`;
    const title = `<script>alert("x")</script>\r\nBcc: ${evil}\r\n\r\n<b>${'A'.repeat(10_000)}`;
    await db().update(users).set({ displayName: name }).where(eq(users.uid, buyer.uid));
    const productId = await api.addProduct(creator.uid, { title, price: 75_000 });
    const ordered = await api.call('createProductOrder', { productId }, buyer.token);
    const orderId = (ordered.body.result as { transactionId: string }).transactionId;
    expect((await sendTransfer(api, orderId, 75_000)).status).toBe(200);
    await deliver();

    const mails = [...smtp.to(buyer.email), ...smtp.to(creator.email)];
    expect(mails).toHaveLength(3);
    expect(smtp.to(evil)).toHaveLength(0);
    for (const { mail, rcptTo, raw } of mails) {
      expect(rcptTo).toHaveLength(1);
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect([...(mail.subject ?? '')].length).toBeLessThanOrEqual(200);
      const header = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(header).not.toMatch(/^Bcc:/im);
      const html = String(mail.html);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>AAA');
      expect(html).toContain('&lt;script&gt;');
    }
    // The whole title is still there for the reader, as text.
    expect(one(buyer.email, `Biên nhận thanh toán đơn hàng ${orderId}`).mail.text).toContain('A'.repeat(10_000));
  });
});

describe('the inbox', () => {
  it('pages newest first, counts and marks only what is the caller’s own', async () => {
    const owner = await api.user();
    const other = await api.user();
    for (let index = 0; index < 25; index += 1) {
      await db().transaction((tx) =>
        notify(tx, {
          kind: 'orderCanceled',
          userId: owner.uid,
          eventKey: `test:inbox:${owner.uid}:${index}`,
          facts: { orderId: `ORDER${index}`, title: `Mục ${index}`, amount: 1000 * index, itemKind: 'product' },
        }),
      );
    }
    const first = await inbox(owner);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].title).toContain('ORDER24');
    expect(first.nextBefore).toBe(first.items[19].id);
    const second = (await api.call('listNotifications', { before: first.nextBefore }, owner.token)).body.result as {
      items: Notification[];
      nextBefore: number | null;
    };
    expect(second.items.map((item) => item.title.match(/ORDER\d+/)?.[0])).toEqual([
      'ORDER4',
      'ORDER3',
      'ORDER2',
      'ORDER1',
      'ORDER0',
    ]);
    expect(second.nextBefore).toBeNull();
    expect(await unread(owner)).toBe(25);

    const id = first.items[0].id;
    expect((await api.call('markNotificationRead', { id }, other.token)).status).toBe(404);
    expect((await api.call('markNotificationRead', { id: 2_000_000_000 }, owner.token)).status).toBe(404);
    expect((await api.call('markNotificationRead', { id }, owner.token)).body.result).toEqual({ id, read: true });
    expect((await api.call('markNotificationRead', { id }, owner.token)).status).toBe(200);
    expect(await unread(owner)).toBe(24);
    expect((await inbox(other)).items).toHaveLength(0);
    expect((await api.call('markAllNotificationsRead', null, owner.token)).body.result).toEqual({ marked: 24 });
    expect(await unread(owner)).toBe(0);
    expect((await api.call('listNotifications', { before: 0 }, owner.token)).status).toBe(400);
  });

  it('an event reported twice is one notification and one e-mail', async () => {
    const uid = await dbUser(api);
    const event = {
      kind: 'orderCanceled' as const,
      userId: uid,
      eventKey: `test:twice:${uid}`,
      facts: { orderId: 'TWICE1', title: 'Hai lần', amount: 1, itemKind: 'product' as const },
    };
    await db().transaction((tx) => notify(tx, event));
    await db().transaction((tx) => notify(tx, event));
    expect(await db().select().from(notifications).where(eq(notifications.userId, uid))).toHaveLength(1);
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, uid));
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.notificationId, row.id))).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  const pathOf = (url: string) => url.slice(url.indexOf(UNSUBSCRIBE_PATH));

  it('switches an optional kind off without signing in; the inbox still gets it', async () => {
    const creator = await api.user('creator');
    const first = await openOrder(api, creator.uid, 60_000);
    expect((await sendTransfer(api, first.orderId, 60_000)).status).toBe(200);
    await deliver();
    const header = String(headerOf(smtp.to(creator.email)[0], 'list-unsubscribe'));
    const link = pathOf(header.slice(1, -1));

    const page = await api.post(link, { method: 'GET' });
    expect(page.status).toBe(200);
    expect(await db().select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, creator.uid))).toEqual(
      [],
    );
    const tampered = await api.post(`${link.slice(0, -2)}xx`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.status).toBe(400);
    const done = await api.post(link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);

    const second = await openOrder(api, creator.uid, 70_000);
    expect((await sendTransfer(api, second.orderId, 70_000)).status).toBe(200);
    await deliver();
    expect(smtp.to(creator.email)).toHaveLength(1);
    expect((await inbox(creator)).items.map((item) => item.kind)).toEqual(['newSale', 'newSale']);
    // The buyer's receipt is not optional: no unsubscribe can be made for it, even with a valid signature.
    const receiptToken = unsubscribeToken(api.config.mail.unsubscribeSecret!, second.buyer.uid, 'paymentReceived');
    const refused = await api.post(`${UNSUBSCRIBE_PATH}?token=${receiptToken}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
  });
});
