import { AddressForm } from '../../../shared/sub-resources/sections/AddressSection';
import { useCompanySubResourceScope } from '../sub-resources';

/** /my-companies/:id/addresses/create and /:addressId. */
export function AddressEditPage() {
  return <AddressForm scope={useCompanySubResourceScope()} />;
}
