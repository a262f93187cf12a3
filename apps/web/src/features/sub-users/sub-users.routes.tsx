import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../app/routes/lazy';
import { requirePermission } from '../../shared/permissions/route-handle';
import { SUB_USERS_PATH } from './sub-users.api';

const form = lazyComponent(() => import('./pages/SubUserFormPage'), 'SubUserFormPage');

/** Users and permissions (spec 01 §2 `/management/users`, create, edit). */
export const subUsersRoutes: RouteObject[] = requirePermission(
  [
    { path: SUB_USERS_PATH, lazy: lazyComponent(() => import('./pages/SubUsersPage'), 'SubUsersPage') },
    {
      path: `${SUB_USERS_PATH}/create`,
      handle: { permission: 'sub-users.write', permissionRedirect: SUB_USERS_PATH },
      lazy: form,
    },
    {
      path: `${SUB_USERS_PATH}/:id`,
      handle: { permission: 'sub-users.write', permissionRedirect: SUB_USERS_PATH },
      lazy: form,
    },
  ],
  'sub-users.read',
);
