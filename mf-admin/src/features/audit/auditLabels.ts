// Vietnamese names of the audit log's actions and object types. Typed by the contracts (types only: the
// area does not bundle zod), so an action added to AUDIT_ACTIONS without a label does not compile.
import type { AuditAction, AuditObjectType } from '@app/shared/contracts/admin';
import { adminAuditMessages } from '@app/shared/messages/admin/audit';

export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = adminAuditMessages.actions;
export const OBJECT_TYPE_LABELS: Readonly<Record<AuditObjectType, string>> = adminAuditMessages.objectTypes;

/** In the order of the catalogue (grouped by what they act on). */
export const ACTIONS = Object.keys(ACTION_LABELS) as AuditAction[];
export const OBJECT_TYPES = Object.keys(OBJECT_TYPE_LABELS) as AuditObjectType[];

export const isAction = (value: string): value is AuditAction => Object.hasOwn(ACTION_LABELS, value);
export const isObjectType = (value: string): value is AuditObjectType => Object.hasOwn(OBJECT_TYPE_LABELS, value);
