import { describeValue, detailLines } from './auditDetail';

const EMPTY = '(trống)';

describe('audit entry details', () => {
  it('one line per field, in recorded order, marking what changed', () => {
    expect(
      detailLines({ status: 'pending', price: 99000 }, { status: 'published', price: 99000, reason: null }, EMPTY),
    ).toEqual([
      {
        key: 'status',
        before: { kind: 'text', text: 'pending' },
        after: { kind: 'text', text: 'published' },
        changed: true,
      },
      { key: 'price', before: { kind: 'text', text: '99000' }, after: { kind: 'text', text: '99000' }, changed: false },
      { key: 'reason', before: { kind: 'absent' }, after: { kind: 'text', text: EMPTY }, changed: true },
    ]);
  });

  it('a side that recorded nothing shows as absent', () => {
    expect(detailLines(null, { roles: ['creator', 'admin'] }, EMPTY)).toEqual([
      { key: 'roles', before: { kind: 'absent' }, after: { kind: 'text', text: 'creator, admin' }, changed: true },
    ]);
    expect(detailLines(null, null, EMPTY)).toEqual([]);
  });

  it('values that are not objects make one line for the whole value', () => {
    expect(detailLines('draft', 'pending', EMPTY)).toEqual([
      { key: null, before: { kind: 'text', text: 'draft' }, after: { kind: 'text', text: 'pending' }, changed: true },
    ]);
  });

  it('nested values are pretty-printed, not one raw line of JSON', () => {
    expect(describeValue({ bank: 'VCB', amount: 1 }, EMPTY)).toEqual({
      kind: 'block',
      text: '{\n  "bank": "VCB",\n  "amount": 1\n}',
    });
    expect(describeValue([], EMPTY)).toEqual({ kind: 'text', text: EMPTY });
    expect(describeValue(false, EMPTY)).toEqual({ kind: 'text', text: 'false' });
    expect(describeValue('', EMPTY)).toEqual({ kind: 'text', text: EMPTY });
    expect(describeValue(undefined, EMPTY)).toEqual({ kind: 'absent' });
  });

  it('a recorded moment reads in Vietnam time', () => {
    expect(describeValue('2026-11-21T10:05:00.000Z', EMPTY)).toEqual({ kind: 'text', text: '21/11/2026 17:05' });
    expect(describeValue('2026-11-21', EMPTY)).toEqual({ kind: 'text', text: '2026-11-21' });
  });
});
