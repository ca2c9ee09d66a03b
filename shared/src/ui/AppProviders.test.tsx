import { act, render, screen } from '@testing-library/react';
import { setSignedIn, setSignedOut, useAuthStore } from '@app/shared/auth/store';
import { aUser } from '@app/shared/testing/factories';
import { AuthGate } from './AppProviders';

jest.mock('@app/shared/auth/session', () => ({ startAuthSession: jest.fn() }));
jest.mock('@app/shared/firebase/client', () => ({ callFunction: jest.fn() }));

describe('AuthGate (docs/product.md §4: nothing renders until the sign-in check finishes)', () => {
  it('renders nothing while checking, then the page once signed out or in', () => {
    useAuthStore.setState({ status: 'checking', user: null });
    const { container } = render(
      <AuthGate>
        <p>trang</p>
      </AuthGate>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => setSignedOut());
    expect(screen.getByText('trang')).toBeInTheDocument();
    act(() => setSignedIn(aUser()));
    expect(screen.getByText('trang')).toBeInTheDocument();
  });
});
