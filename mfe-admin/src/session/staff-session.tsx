// Who is signed in to the console. On load the console asks GET /api/v2/staff/me/; any call the
// server answers 401 (session expired after 30 idle minutes or 8 hours, or closed elsewhere) brings
// the sign-in form back with a Spanish message.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CorporateCall, StaffIdentity } from '@portal/contract';
import { signInWithPasskey } from '../api/account-client';
import { onSessionExpired, staffMe, staffSignIn, staffSignOut } from '../api/corporate-client';
import { translate } from '../i18n';

export interface StaffSession {
  /** undefined while the console asks who is signed in; null when nobody is. */
  identity: StaffIdentity | null | undefined;
  /** Why the sign-in form is shown again (an expired session), if it is. */
  notice: string;
  /** Password sign-in; `code` is the authenticator app's, when the server asked for it. */
  signIn(email: string, password: string, code?: string): Promise<void>;
  signInWithPasskey(): Promise<void>;
  /** Takes the identity a one-time link's completion answered (the server opened its session). */
  adopt(identity: StaffIdentity): void;
  /** Reads who is signed in again (after a factor was registered or removed). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  /** True when the signed-in role may make `call`. */
  may(call: CorporateCall): boolean;
}

const SessionContext = createContext<StaffSession | null>(null);

export function StaffSessionProvider({ children, initial }: { children: ReactNode; initial?: StaffIdentity | null }) {
  const [identity, setIdentity] = useState<StaffIdentity | null | undefined>(initial);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    staffMe().then((me) => live && setIdentity(me));
    return () => {
      live = false;
    };
  }, [initial]);

  useEffect(
    () =>
      onSessionExpired(() => {
        setIdentity(null);
        setNotice(translate('Your session expired. Sign in again.'));
      }),
    [],
  );

  const adopt = useCallback((me: StaffIdentity) => {
    setNotice('');
    setIdentity(me);
  }, []);

  const signIn = useCallback(async (email: string, password: string, code?: string) => adopt(await staffSignIn(email, password, code)), [adopt]);
  const passkeySignIn = useCallback(async () => adopt(await signInWithPasskey()), [adopt]);
  const refresh = useCallback(async () => setIdentity(await staffMe()), []);

  const signOut = useCallback(async () => {
    try {
      await staffSignOut();
    } finally {
      setIdentity(null);
      setNotice(translate('You have signed out.'));
    }
  }, []);

  const value = useMemo<StaffSession>(
    () => ({ identity, notice, signIn, signInWithPasskey: passkeySignIn, adopt, refresh, signOut, may: (call) => Boolean(identity?.calls.includes(call)) }),
    [identity, notice, signIn, passkeySignIn, adopt, refresh, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useStaffSession needs a StaffSessionProvider');
  return session;
}
