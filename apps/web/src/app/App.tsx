import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { router } from './router';

export function App() {
  return (
    <AppProviders navigate={(location) => void router.navigate(location)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
