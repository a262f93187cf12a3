import { Outlet } from 'react-router';
import { useIdentityLanguage } from '../shared/session/useIdentityLanguage';

export function RootLayout() {
  useIdentityLanguage();
  return <Outlet />;
}
