/** The console: the sign-in form until a staff session exists, then the frame. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from './i18n';
import { ConsoleFrame } from './frame/ConsoleFrame';
import { SignIn } from './session/SignIn';
import { $staff, loadStaff } from './session/store';

export function ConsoleApp() {
  const t = useT();
  const staff = useStore($staff);
  useEffect(() => {
    void loadStaff();
  }, []);
  if (staff.status === 'loading') return <p role="status" className="bo-status" data-loading>{t('loading')}</p>;
  if (staff.status === 'signed-out') return <SignIn />;
  return <ConsoleFrame member={staff.member} />;
}
