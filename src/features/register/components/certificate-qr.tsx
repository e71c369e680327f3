import { create } from 'qrcode'

/**
 * A QR code of `value` as inline SVG, encoded by the `qrcode` library on the server (this
 * component is never an island, so the library stays out of the browser's bundle). One path
 * of 1×1 squares; a quiet zone of 4 modules.
 */
export function CertificateQr({ value, label }: { value: string; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let d = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (modules.get(y, x)) d += `M${x + 4} ${y + 4}h1v1h-1z`
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size + 8} ${size + 8}`}
      className="size-44 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
