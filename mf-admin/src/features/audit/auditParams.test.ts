import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES } from '@app/shared/contracts/admin';
import { ACTION_LABELS, ACTIONS, OBJECT_TYPE_LABELS, OBJECT_TYPES } from './auditLabels';
import { NO_FILTERS, parseAuditParams, toAuditInput, toAuditParams } from './auditParams';

describe('audit labels', () => {
  it.each(AUDIT_ACTIONS)('action %s has a Vietnamese label', (action) => {
    expect(ACTION_LABELS[action]).toMatch(/\S/);
  });

  it('offers exactly the actions and object types of the contract, each with its own label', () => {
    expect([...ACTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect([...OBJECT_TYPES].sort()).toEqual([...AUDIT_OBJECT_TYPES].sort());
    expect(new Set(Object.values(ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
    for (const type of AUDIT_OBJECT_TYPES) expect(OBJECT_TYPE_LABELS[type]).toMatch(/\S/);
  });

  it('names the actions as the admins say them', () => {
    expect(ACTION_LABELS['product.publish']).toBe('Duyệt sản phẩm');
    expect(ACTION_LABELS['product.reject']).toBe('Từ chối sản phẩm');
    expect(ACTION_LABELS['product.unpublish']).toBe('Gỡ sản phẩm');
    expect(ACTION_LABELS['transfer.match']).toBe('Khớp chuyển khoản');
    expect(ACTION_LABELS['refund.approve']).toBe('Chấp thuận hoàn tiền');
    expect(ACTION_LABELS['payout.paid']).toBe('Đã chi trả');
    expect(ACTION_LABELS['user.suspend']).toBe('Khóa tài khoản');
  });
});

describe('audit log URL', () => {
  it('reads the filters, dropping unknown actions, types and unsafe ids', () => {
    expect(
      parseAuditParams(new URLSearchParams('admin=admin-1&action=user.suspend&type=user&object=%20u-lan%20')),
    ).toEqual({ adminId: 'admin-1', action: 'user.suspend', objectType: 'user', objectId: 'u-lan' });
    expect(parseAuditParams(new URLSearchParams('admin=a%2Fb&action=user.delete&type=order'))).toEqual(NO_FILTERS);
  });

  it('writes only the filters that are set', () => {
    expect(toAuditParams(NO_FILTERS).toString()).toBe('');
    expect(toAuditParams({ ...NO_FILTERS, action: 'payout.paid', objectId: ' 42 ' }).toString()).toBe(
      'action=payout.paid&object=42',
    );
  });

  it('builds the listAuditLog input from the filters that are set', () => {
    expect(toAuditInput(NO_FILTERS)).toEqual({});
    expect(toAuditInput({ ...NO_FILTERS, objectId: ' u-lan ' })).toEqual({ objectId: 'u-lan' });
    expect(toAuditInput({ adminId: 'admin-1', action: 'user.suspend', objectType: 'user', objectId: 'u-lan' })).toEqual(
      { adminId: 'admin-1', action: 'user.suspend', objectType: 'user', objectId: 'u-lan' },
    );
  });
});
