import { createContext, useContext } from 'react';

/**
 * The reports serve both sides (spec 02 §2 Reports): clients (sales journal...) and suppliers
 * (purchases journal...), the same five reports on the same screens. A side says where its API,
 * pages and texts are and which partners its filter offers.
 */
export interface ReportSide {
  /** The texts' namespace and the query keys' root ("client-reports" / "supplier-reports"). */
  texts: string;
  /** The API resource under the company. */
  resource: string;
  /** The page of the reports; each report's tab is under it. */
  basePath: string;
  /** The partner roles the partner filter offers. */
  partnerRoles: readonly string[];
}

export const ReportSideContext = createContext<ReportSide | null>(null);

export function useReportSide(): ReportSide {
  const side = useContext(ReportSideContext);
  if (!side) throw new Error('useReportSide outside a ReportSideContext');
  return side;
}
