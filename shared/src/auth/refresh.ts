// Fetches the signed-in user's profile again (roles, library, photo) and updates the auth store — after a
// payment, an upload, a name change or a new role. The Firebase-backed session module loads only now, so a
// page that never needs it does not download Firebase Auth (and route tests need no SDK).
export async function refreshProfile(): Promise<void> {
  const { refreshUser } = await import('@app/shared/auth/session');
  await refreshUser();
}
