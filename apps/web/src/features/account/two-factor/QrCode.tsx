import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code drawn as SVG squares (no image data, no HTML injected). */
export function QrCode({ value, size = 192, label }: { value: string; size?: number; label: string }) {
  const { count, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row++)
      for (let col = 0; col < modules; col++) if (code.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    return { count: modules, path: d };
  }, [value]);
  // Four modules of quiet zone around the code, as scanners expect.
  const quiet = 4;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${count + 2 * quiet} ${count + 2 * quiet}`}
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect x={-quiet} y={-quiet} width={count + 2 * quiet} height={count + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
