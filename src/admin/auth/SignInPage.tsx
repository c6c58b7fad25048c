import { useEffect } from 'react';
import { LOGIN_PAGE_PATH } from '../../server/admin-auth/login-page';

/** Whether this document itself was loaded at the sign-in page's address (rather than routed to it). */
function documentIsAtSignInPage(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).pathname === LOGIN_PAGE_PATH;
}

/**
 * /admin/login reached inside the admin's app (Logout, or a session that has ended): the sign-in
 * page is the server's plain form (src/server/admin-auth/login-page), loaded as a page of its own,
 * so the app goes there and leaves its history entry to it.
 */
export function SignInPage() {
  useEffect(() => {
    if (!documentIsAtSignInPage()) {
      location.replace(LOGIN_PAGE_PATH);
      return;
    }
    // The server answered this address with the admin's app: loading it again would go round for ever.
    console.error(
      `${LOGIN_PAGE_PATH} was answered with the admin's app, not the sign-in page: build the site again (npm run build).`,
    );
  }, []);
  return null;
}
