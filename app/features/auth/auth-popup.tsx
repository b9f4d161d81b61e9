/**
 * The auth popup (spec §2.1): modes login and register, login by default. It closes on success and then runs
 * the stored follow-up action (e.g. go on to the page that needed a login). It exists only with JavaScript;
 * without it the same links lead through the login page and back (the guards keep the origin).
 */
import { useFetcher, useNavigate, useRevalidator } from '@remix-run/react';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AuthActionData } from './login-form';
import { Modal, type ModalHandle } from '~/components/modal';
import { useSiteText } from '~/features/shell/site-text';
import * as s from './auth-popup.css';

// The forms load when the popup first opens: every page carries the popup, few visitors open it (~2.5 KB gzip less
// on every first load).
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./register-form').then((m) => ({ default: m.RegisterForm })));

export type AuthMode = 'login' | 'register';
export type FollowUp =
  | { type: 'navigate'; to: string }
  /** Post a form once logged in (e.g. "save to favourites" that asked for the login). */
  | { type: 'submit'; action: string; data: Record<string, string> }
  | { type: 'none' };

interface AuthPopupApi {
  open(options?: { mode?: AuthMode; followUp?: FollowUp }): void;
}

const AuthPopupContext = createContext<AuthPopupApi | null>(null);

export function useAuthPopup() {
  return useContext(AuthPopupContext);
}

export function AuthPopupProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<ModalHandle>(null);
  const [mode, setMode] = useState<AuthMode>('login');
  const [opened, setOpened] = useState(false);
  const followUp = useRef<FollowUp>({ type: 'none' });
  const login = useFetcher<AuthActionData>({ key: 'auth-popup-login' });
  const register = useFetcher<AuthActionData>({ key: 'auth-popup-register' });
  const followUpFetcher = useFetcher({ key: 'auth-popup-follow-up' });
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const w = useSiteText()?.auth;

  const open = useCallback<AuthPopupApi['open']>((options = {}) => {
    setMode(options.mode ?? 'login');
    setOpened(true);
    followUp.current = options.followUp ?? { type: 'none' };
    dialog.current?.open();
  }, []);

  // A registration is not a login (it finishes from the e-mailed link): the popup stays open with its notice.
  const done = login.data?.ok || register.data?.ok;
  useEffect(() => {
    if (!done || !dialog.current?.isOpen()) return;
    dialog.current.close();
    const next = followUp.current;
    followUp.current = { type: 'none' };
    if (next.type === 'navigate') navigate(next.to);
    else if (next.type === 'submit') followUpFetcher.submit(next.data, { method: 'post', action: next.action });
    else revalidator.revalidate();
  }, [done, navigate, revalidator, followUpFetcher]);

  return (
    <AuthPopupContext.Provider value={{ open }}>
      {children}
      <Modal ref={dialog} titleId="auth-popup-title" title={mode === 'login' ? w?.popupLogIn : w?.popupRegister} closeLabel={w?.close}>
        <div className={s.tabs} role="tablist">
          <button type="button" role="tab" className={s.tab} aria-selected={mode === 'login'} onClick={() => setMode('login')}>
            {w?.logIn}
          </button>
          <button type="button" role="tab" className={s.tab} aria-selected={mode === 'register'} onClick={() => setMode('register')}>
            {w?.register}
          </button>
        </div>
        {opened ? (
          <Suspense fallback={<p className={s.loading}>{w?.loading}</p>}>
            {mode === 'login' ? (
              <LoginForm FormAs={login.Form} result={login.data} popup busy={login.state !== 'idle'} />
            ) : (
              <RegisterForm FormAs={register.Form} result={register.data} popup busy={register.state !== 'idle'} />
            )}
          </Suspense>
        ) : null}
      </Modal>
    </AuthPopupContext.Provider>
  );
}
