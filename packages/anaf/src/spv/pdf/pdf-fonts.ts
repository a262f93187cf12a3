import { sharedFont } from '../../pdf/shared-fonts';

/** The faces of the invoice PDF, shared by every document of the process. */
export const FONTS = { regular: sharedFont('DejaVuSans.ttf'), bold: sharedFont('DejaVuSans-Bold.ttf') };
