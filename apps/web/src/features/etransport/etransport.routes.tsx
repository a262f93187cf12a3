import type { RouteObject } from 'react-router';
import { type RouteHandle, requirePermission } from '../../shared/permissions/route-handle';
import { ETRANSPORT_BASE } from './etransport-paths';

// Spec 03 §2: the register, the module's subscription, the declaration pages (the declaration
// form's own folder) and the two follow-up documents. Every page loads lazily; the pages that
// make or change an item need the write permission. The plan gating (a basic or smart
// subscription) applies to the whole prefix in app/routes/subscription-gating.ts.

type DeclarationMode = 'create-client' | 'create-supplier' | 'edit' | 'duplicate' | 'add-correction';

const declarationForm = (mode: DeclarationMode) => () =>
  import('./declaration-form/DeclarationFormPage').then(({ DeclarationFormPage }) => ({
    Component: () => <DeclarationFormPage mode={mode} />,
  }));
const register = () =>
  import('./register/EtransportRegisterPage').then((m) => ({ Component: m.EtransportRegisterPage }));
const subscription = () =>
  import('./subscription/EtransportSubscriptionPage').then((m) => ({
    Component: m.EtransportSubscriptionPage,
  }));
const view = () => import('./view/EtransportViewPage').then((m) => ({ Component: m.EtransportViewPage }));
const vehicleModification = () =>
  import('./follow-up/VehicleModificationPage').then((m) => ({ Component: m.VehicleModificationPage }));
const transportConfirmation = () =>
  import('./follow-up/TransportConfirmationPage').then((m) => ({
    Component: m.TransportConfirmationPage,
  }));

const writes: RouteHandle = {
  permission: 'anaf-spv.ro-e-transport.write',
  permissionRedirect: ETRANSPORT_BASE,
};
const at = (path: string) => `${ETRANSPORT_BASE}/${path}`;

export const etransportRoutes: RouteObject[] = requirePermission(
  [
    { path: ETRANSPORT_BASE, lazy: register },
    { path: at('subscription'), lazy: subscription },
    // The chooser of the kind of declaration is the register's own.
    { path: at('create'), lazy: register },
    { path: at('create/client'), handle: writes, lazy: declarationForm('create-client') },
    { path: at('create/supplier'), handle: writes, lazy: declarationForm('create-supplier') },
    // A despatch advice starts a sales declaration; the form fills it in by hand for now.
    { path: at('create/goods-despatch-advice'), handle: writes, lazy: declarationForm('create-client') },
    ...(['vehicle-modification', 'transport-confirmation'] as const).flatMap((kind) => {
      const lazy = kind === 'vehicle-modification' ? vehicleModification : transportConfirmation;
      return [
        { path: at(`${kind}/create`), handle: writes, lazy },
        { path: at(`${kind}/create/:declarationId`), handle: writes, lazy },
        { path: at(`${kind}/:id/edit`), handle: writes, lazy },
      ];
    }),
    { path: at(':declarationId'), handle: writes, lazy: declarationForm('edit') },
    { path: at(':declarationId/duplicate'), handle: writes, lazy: declarationForm('duplicate') },
    { path: at(':declarationId/add-correction'), handle: writes, lazy: declarationForm('add-correction') },
    { path: at(':declarationId/view'), lazy: view },
  ],
  'anaf-spv.ro-e-transport.read',
);
