import type { ComponentType } from 'react';
import { type ReportSide, ReportSideContext } from './report-side';

/** The reports page of one side: the shared layout (and its tabs) with the side in its context. */
export function withReportSide(side: ReportSide, Page: ComponentType) {
  return function SideReports() {
    return (
      <ReportSideContext.Provider value={side}>
        <Page />
      </ReportSideContext.Provider>
    );
  };
}
