// The audit log's filters live in the URL query (reload, back and forward, a link to a filtered log all
// work): admin, action, type (object type) and object (object id). Empty filters are left out.
import type { AuditAction, AuditObjectType } from '@app/shared/contracts/admin';
import { isAction, isObjectType } from './auditLabels';

/** The contract's limits: an admin id is a path-safe id of at most 64 characters, an object id 64 characters. */
const ID_MAX = 64;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type AuditFilters = {
  adminId: string;
  action: AuditAction | '';
  objectType: AuditObjectType | '';
  objectId: string;
};

export const NO_FILTERS: AuditFilters = { adminId: '', action: '', objectType: '', objectId: '' };

export function parseAuditParams(params: URLSearchParams): AuditFilters {
  const adminId = (params.get('admin') ?? '').trim();
  const action = params.get('action') ?? '';
  const objectType = params.get('type') ?? '';
  return {
    adminId: SAFE_ID.test(adminId) ? adminId : '',
    action: isAction(action) ? action : '',
    objectType: isObjectType(objectType) ? objectType : '',
    objectId: (params.get('object') ?? '').trim().slice(0, ID_MAX),
  };
}

export function toAuditParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.adminId) params.set('admin', filters.adminId);
  if (filters.action) params.set('action', filters.action);
  if (filters.objectType) params.set('type', filters.objectType);
  const objectId = filters.objectId.trim();
  if (objectId) params.set('object', objectId);
  return params;
}

/** The listAuditLog input: only the filters that are set (useApiPages adds `before` for an older page). */
export function toAuditInput(filters: AuditFilters) {
  const objectId = filters.objectId.trim();
  return {
    ...(filters.adminId ? { adminId: filters.adminId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.objectType ? { objectType: filters.objectType } : {}),
    ...(objectId ? { objectId } : {}),
  };
}
