// The one list of notification kinds: for each, who receives it, where it leads, and whether the e-mail carries
// the order's payment details. Its words are in the notifications catalogue (@app/shared/messages/notifications);
// its facts, and which kinds a person may switch off by e-mail (optionalNotificationKinds), are in the contract.
import type { NotificationFacts, NotificationKind } from '@app/shared/contracts/notifications';
import { formatPercent, formatVnd } from '@app/shared/format';
import { notificationMessages, type Shown } from '@app/shared/messages/notifications';
import { authPath, paths } from '@app/shared/routing/paths';
import { dayLabel, vnDateTime } from '@app/shared/time/vietnam';

/** Who the kind reaches: `payee` a creator or an affiliate (whoever is paid), `applicant` who asked to become a creator. */
export type Recipient = 'buyer' | 'student' | 'applicant' | 'creator' | 'affiliate' | 'payee' | 'anyone';

export type KindRule<K extends NotificationKind> = {
  recipient: Recipient;
  /** The path of the product the notification leads to. */
  link: (facts: NotificationFacts[K]) => string;
  /** The e-mail shows how to pay the order (its VietQR code and the payee's account). */
  payment?: true;
};

/** Where a buyer follows a refund request: the library for a product, their courses for a course. */
const refundsOf = (kind: 'product' | 'course') => (kind === 'course' ? paths.myCourses : paths.library);
const payoutsOf = (payee: 'creator' | 'affiliate') =>
  payee === 'creator' ? paths.creatorPayouts : paths.affiliateDashboard;

export const kindRules: { [K in NotificationKind]: KindRule<K> } = {
  orderCreated: {
    recipient: 'buyer',
    link: (f) => (f.itemKind === 'course' ? paths.paymentInstructionsFor(f.orderId) : paths.checkout(f.orderId)),
    payment: true,
  },
  paymentReceived: {
    recipient: 'buyer',
    link: (f) => (f.itemKind === 'course' ? paths.myCourses : paths.library),
  },
  orderCanceled: { recipient: 'buyer', link: () => paths.catalogue },
  orderExpired: { recipient: 'buyer', link: () => paths.catalogue },
  // The order is paid: the item is in the library; the excess is sent back by the admins.
  overpaymentRecorded: { recipient: 'buyer', link: (f) => (f.itemKind === 'course' ? paths.myCourses : paths.library) },
  newSale: { recipient: 'creator', link: () => paths.creatorDashboard },
  commissionEarned: { recipient: 'affiliate', link: () => paths.affiliateDashboard },
  refundRequested: { recipient: 'buyer', link: (f) => refundsOf(f.itemKind) },
  refundApproved: { recipient: 'buyer', link: (f) => refundsOf(f.itemKind) },
  refundRejected: { recipient: 'buyer', link: (f) => refundsOf(f.itemKind) },
  refundSent: { recipient: 'buyer', link: (f) => refundsOf(f.itemKind) },
  // Money taken back is a money notice: never optional.
  commissionReversed: { recipient: 'affiliate', link: () => paths.affiliateDashboard },
  payoutPaid: { recipient: 'payee', link: (f) => payoutsOf(f.payee) },
  payoutFailed: { recipient: 'payee', link: (f) => payoutsOf(f.payee) },
  accountSuspended: { recipient: 'anyone', link: () => paths.catalogue },
  accountRestored: { recipient: 'anyone', link: () => authPath() },
  enrolled: { recipient: 'student', link: () => paths.myCourses },
  // The certificate's public page: the link the student shares.
  certificateIssued: { recipient: 'student', link: (f) => paths.certificate(f.certId) },
  certificateRevoked: { recipient: 'student', link: (f) => paths.certificate(f.certId) },
  applicationApproved: { recipient: 'applicant', link: () => paths.creatorDashboard },
  applicationRejected: { recipient: 'applicant', link: () => paths.becomeCreator },
  productPublished: { recipient: 'creator', link: (f) => paths.product(f.productId) },
  productRejected: { recipient: 'creator', link: () => paths.creatorProducts },
  materialChangeApproved: { recipient: 'creator', link: (f) => paths.product(f.productId) },
  materialChangeRejected: { recipient: 'creator', link: () => paths.creatorProducts },
  productUnpublished: { recipient: 'creator', link: () => paths.creatorProducts },
  earningsAvailable: { recipient: 'payee', link: (f) => payoutsOf(f.payee) },
};

/** Facts holding an amount (integer VND) and an instant (ISO string), written out for a reader. */
const MONEY = new Set(['amount', 'share', 'commission', 'received', 'excess']);
const INSTANTS = new Set(['expiresAt', 'paidAt']);
/** Vietnam days (YYYY-MM-DD), shown dd/mm/yyyy. */
const DAYS = new Set(['day']);
const PERCENTS = new Set(['score']);

/** The facts as the texts show them: '1.490.000 ₫', '21/11/2026 17:05' (Vietnam time). */
export function shownFacts<K extends NotificationKind>(facts: NotificationFacts[K]): Shown<K> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts as Record<string, unknown>)) {
    if (MONEY.has(key) && typeof value === 'number') shown[key] = formatVnd(value);
    else if (INSTANTS.has(key) && typeof value === 'string') shown[key] = vnDateTime(value);
    else if (DAYS.has(key) && typeof value === 'string') shown[key] = dayLabel(value);
    else if (PERCENTS.has(key) && typeof value === 'number') shown[key] = formatPercent(value);
    else shown[key] = typeof value === 'string' ? value : String(value);
  }
  return shown as Shown<K>;
}

/** The kind's texts, typed for its own facts. */
export const textsOf = <K extends NotificationKind>(kind: K) =>
  notificationMessages.kinds[kind] as (typeof notificationMessages.kinds)[K];

/** The inbox line of a notification. */
export function titleOf<K extends NotificationKind>(kind: K, facts: NotificationFacts[K]): string {
  return textsOf(kind).title(shownFacts<K>(facts));
}
