import { useNavigate } from 'react-router';
import { TermsModal } from '../../../shared/legal/TermsModal';

/** /signup/terms-of-service: the terms as an overlay; closing returns to the signup form. */
export function TermsOfServiceRoute() {
  const navigate = useNavigate();
  return <TermsModal opened onClose={() => navigate('/signup', { replace: true })} />;
}
