import { initials } from './initials';

describe('initials', () => {
  it.each([
    [{ displayName: 'Trần Thu Hà', email: 'ha@example.com' }, 'TH'],
    [{ displayName: '  lan  ', email: 'lan@example.com' }, 'LA'],
    [{ displayName: null, email: 'buyer@example.com' }, 'BU'],
    [{ displayName: '', email: null }, '?'],
  ])('%j → %s', (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});
