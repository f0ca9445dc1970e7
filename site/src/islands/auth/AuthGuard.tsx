import { useEffect, useState, type ReactNode } from 'react';
import { translator } from '../../i18n';
import { auth } from '../../i18n/fr/auth';
import { nav } from './nav';
import { $session, guardRoute, initSession, loginRedirect, routeRequirement } from './session';

const t = translator({ auth });

/**
 * The route guard of pages that need a login (docs/spec.md §4 « Route guard », §6).
 *
 * Usage, in an Astro page (the page's content goes inside, islands included):
 *
 *   ---
 *   import AuthGuard from '../islands/auth/AuthGuard';
 *   ---
 *   <BaseLayout title="…" noindex>
 *     <AuthGuard client:load>
 *       <h1>…</h1>
 *       <Dashboard client:load />
 *     </AuthGuard>
 *   </BaseLayout>
 *
 * Until `guardRoute()` answers, only « Vérification de votre session... » shows: the content is
 * not in the DOM (Astro keeps it in a `<template>`), so the islands inside do not even start
 * (no API call before the session is known). Then either the content appears, or the page is
 * replaced by the login (`/login?redirect=<full path>`, `/admin/login?…` for /admin paths;
 * admin-only and staff paths as `routeRequirement` says). A logout in another tab later sends
 * the visitor to the login too.
 */
export default function AuthGuard({ children }: { children?: ReactNode }) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    let live = true;
    initSession();
    void guardRoute(window.location).then((target) => {
      if (!live) return;
      if (target) nav.replace(target);
      else setAllowed(true);
    });
    const stop = $session.listen((state) => {
      // A logout in another tab or an expired session: to the login. A logout from this tab's
      // menu leaves the navigation to the menu (home page).
      if (state.status === 'guest' && !state.loggedOut && routeRequirement(window.location.pathname)) nav.replace(loginRedirect(nav.here()));
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (!allowed) {
    return (
      <p className="auth-guard" role="status">
        {t('auth.guardChecking')}
      </p>
    );
  }
  return <>{children}</>;
}
