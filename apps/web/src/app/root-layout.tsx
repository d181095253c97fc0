import { Outlet } from 'react-router';
import { SecondFactorHost } from '@/features/auth/second-factor/second-factor-host';

/** Every page, plus what any page may summon: the second-factor dialog. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SecondFactorHost />
    </>
  );
}
