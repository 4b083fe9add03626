import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `text` (uqr's encoding, medium error correction), drawn as one SVG path of dark squares
 * on white with its quiet zone, so a phone's camera reads it in either theme.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    for (const [y, row] of data.entries())
      for (const [x, dark] of row.entries()) if (dark) d += `M${x} ${y}h1v1h-1z`;
    return { size, path: d };
  }, [text]);
  return (
    <svg
      className="td-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
