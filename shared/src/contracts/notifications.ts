// Contracts of the in-app inbox: the notifications every event writes for its person (the same events send
// the e-mails), read newest first a page at a time, and marked read one by one or all at once.
import { z } from 'zod';
import { isoDate, noInput, serialInt, strict } from './common';

/**
 * Every kind of notification. Which person it reaches, its texts and whether it can be switched off are in
 * the API's kinds list (api/src/domain/notifications/kinds.ts) and the notifications catalogue.
 */
export const notificationKinds = [
  'orderCreated',
  'paymentReceived',
  'orderCanceled',
  'orderExpired',
  'overpaymentRecorded',
  'newSale',
  'commissionEarned',
  'refundRequested',
  'refundApproved',
  'refundRejected',
  'refundSent',
  'commissionReversed',
  'payoutPaid',
  'payoutFailed',
  'accountSuspended',
  'accountRestored',
  'enrolled',
  'certificateIssued',
  'certificateRevoked',
  'applicationApproved',
  'applicationRejected',
  'productPublished',
  'productRejected',
  'materialChangeApproved',
  'materialChangeRejected',
  'productUnpublished',
  'earningsAvailable',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The kinds a person may stop receiving by e-mail (their profile, or the one-click unsubscribe link); receipts,
 * security and money notices are always sent. The inbox shows every kind whatever the choice.
 */
export const optionalNotificationKinds = ['newSale', 'commissionEarned'] as const satisfies readonly NotificationKind[];
export type OptionalNotificationKind = (typeof optionalNotificationKinds)[number];
export const isOptionalKind = (kind: string): kind is OptionalNotificationKind =>
  (optionalNotificationKinds as readonly string[]).includes(kind);

export const NOTIFICATIONS_PAGE_SIZE = 20;
const badPosition = 'Vị trí trang thông báo không hợp lệ.';

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  /** One line in the reader's words, with the facts (an order id, an amount) in it. */
  title: z.string(),
  /** Where the notification leads (a path of the product), or null. */
  link: z.string().nullable(),
  createdAt: isoDate,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first; `before` (a notification id) pages back. */
export const listNotificationsInput = strict({ before: serialInt(badPosition, badPosition).optional() })
  .nullable()
  .optional();
export const listNotificationsOutput = z.object({
  items: z.array(notificationSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().positive().nullable(),
});

export const getUnreadNotificationCountInput = noInput;
export const getUnreadNotificationCountOutput = z.object({ count: z.number().int().nonnegative() });

export const markNotificationReadInput = strict({
  id: serialInt('Thiếu mã thông báo.', 'Mã thông báo không hợp lệ.'),
});
export const markNotificationReadOutput = z.object({ id: z.number().int().positive(), read: z.literal(true) });

export const markAllNotificationsReadInput = noInput;
export const markAllNotificationsReadOutput = z.object({ marked: z.number().int().nonnegative() });

/** Each optional kind and whether its e-mails are sent. */
export const notificationPreferencesSchema = z.array(
  z.object({ kind: z.enum(optionalNotificationKinds), email: z.boolean() }),
);
export const getNotificationPreferencesInput = noInput;
export const getNotificationPreferencesOutput = notificationPreferencesSchema;
export const setNotificationPreferenceInput = strict({
  kind: z.enum(optionalNotificationKinds, { error: 'Loại thông báo này luôn được gửi và không thể tắt.' }),
  email: z.boolean({ error: 'Vui lòng chọn bật hoặc tắt.' }),
});
export const setNotificationPreferenceOutput = notificationPreferencesSchema;

/** Where an e-mail is in the outbox. */
export const outboxStates = ['pending', 'sending', 'sent', 'failed'] as const;
export const outboxStateSchema = z.enum(outboxStates);
export type OutboxState = z.infer<typeof outboxStateSchema>;

export const failedMailSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  to: z.string(),
  title: z.string(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  queuedAt: isoDate,
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const FAILED_MAIL_LIMIT = 100;
export const getNotificationOutboxInput = noInput;
export const getNotificationOutboxOutput = z.object({
  counts: z.object({
    pending: z.number().int().nonnegative(),
    sending: z.number().int().nonnegative(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  /** The newest failed messages (at most FAILED_MAIL_LIMIT), with their last error. */
  failed: z.array(failedMailSchema),
});

/** An admin sends a failed message again: it is due now, with a new day of retries. */
export const resendNotificationInput = strict({
  id: serialInt('Thiếu mã thư.', 'Mã thư không hợp lệ.'),
});
export const resendNotificationOutput = z.object({ id: z.number().int().positive(), state: outboxStateSchema });

/** What an order-related notification says about the item. */
type Item = { orderId: string; title: string; amount: number; itemKind: 'product' | 'course' };

/**
 * The facts each kind carries, kept with the notification when its event happens (amounts in integer VND,
 * instants as ISO strings): the e-mail and the inbox line are written from them, so both say what was true then.
 */
export type NotificationFacts = {
  orderCreated: Item & { expiresAt: string };
  paymentReceived: Item & { paidAt: string; seller: string };
  orderCanceled: Item;
  orderExpired: Item & { expiresAt: string };
  /** `received`: what the transfer brought; `excess`: what it brought beyond the price, to be sent back. */
  overpaymentRecorded: Item & { received: number; excess: number };
  newSale: Item & { share: number; buyer: string };
  commissionEarned: Item & { commission: number };
  refundRequested: Item & { requestId: string };
  refundApproved: Item & { requestId: string };
  refundRejected: Item & { requestId: string; reason: string };
  refundSent: Item & { requestId: string; reference: string };
  commissionReversed: Item & { commission: number };
  /** `payee`: where the person follows their payouts (a creator's page, or the affiliate dashboard). */
  payoutPaid: { payoutId: string; amount: number; reference: string; payee: 'creator' | 'affiliate' };
  payoutFailed: { payoutId: string; amount: number; reason: string; payee: 'creator' | 'affiliate' };
  accountSuspended: { reason: string };
  accountRestored: Record<string, never>;
  enrolled: { orderId: string; courseId: string; title: string };
  /** `score`: the best score, as a whole percentage. */
  certificateIssued: { certId: string; courseName: string; score: number };
  certificateRevoked: { certId: string; courseName: string; reason: string };
  applicationApproved: { applicationId: string };
  applicationRejected: { applicationId: string; reason: string };
  productPublished: { productId: string; title: string };
  productRejected: { productId: string; title: string; reason: string };
  materialChangeApproved: { productId: string; title: string };
  materialChangeRejected: { productId: string; title: string; reason: string };
  productUnpublished: { productId: string; title: string; reason: string };
  /** `day`: the Vietnam day (YYYY-MM-DD) whose held earnings were released; `amount`: their sum. */
  earningsAvailable: { day: string; amount: number; payee: 'creator' | 'affiliate' };
};
