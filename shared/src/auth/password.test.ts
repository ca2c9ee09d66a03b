const validatePassword = jest.fn();
jest.mock('@app/shared/firebase/client', () => ({
  checkPasswordPolicy: (...args: unknown[]) => validatePassword(...args),
}));

async function freshModule() {
  jest.resetModules();
  return import('./password');
}

describe('password rules (docs/product.md §5)', () => {
  it('uses the service policy: each rule with whether it is met', async () => {
    validatePassword.mockResolvedValue({
      isValid: false,
      meetsMinPasswordLength: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: true,
      passwordPolicy: {
        customStrengthOptions: { minPasswordLength: 8, containsUppercaseLetter: true, containsNumericCharacter: true },
      },
    });
    const { checkPassword } = await freshModule();
    expect(await checkPassword('abcdefg1')).toEqual({
      isValid: false,
      rules: [
        { id: 'minLength', label: 'Ít nhất 8 ký tự', met: true },
        { id: 'uppercase', label: 'Có chữ hoa', met: false },
        { id: 'numeric', label: 'Có chữ số', met: true },
      ],
    });
  });

  it('falls back to the default minimum length 6 when the service gives no policy, without asking again', async () => {
    validatePassword.mockRejectedValue(new Error('unsupported'));
    const { checkPassword } = await freshModule();
    expect(await checkPassword('abcde')).toEqual({
      isValid: false,
      rules: [{ id: 'minLength', label: 'Ít nhất 6 ký tự', met: false }],
    });
    expect((await checkPassword('abcdef')).isValid).toBe(true);
    expect(validatePassword).toHaveBeenCalledTimes(1);
  });
});
