import { rulesResolver } from './rulesResolver';

type Draft = { code: string; note: string };

const resolver = rulesResolver((draft: Draft) =>
  draft.code.trim() === ''
    ? { ok: false, errors: { code: 'Vui lòng nhập mã.' } }
    : { ok: true, value: { code: draft.code.trim(), note: draft.note } },
);

const options = { fields: {}, shouldUseNativeValidation: false };

describe('rulesResolver', () => {
  it('hands the checked value on when the rules pass', async () => {
    expect(await resolver({ code: ' 123 ', note: '' }, undefined, options)).toEqual({
      values: { code: '123', note: '' },
      errors: {},
    });
  });

  it('gives each failing field its message, and no value', async () => {
    expect(await resolver({ code: ' ', note: '' }, undefined, options)).toEqual({
      values: {},
      errors: { code: { type: 'rule', message: 'Vui lòng nhập mã.' } },
    });
  });
});
