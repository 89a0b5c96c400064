import { useEffect, useState } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';

// Four light modules round the code: the quiet zone the QR standard asks for, so a camera finds it
// even on a dark card or phone frame.
const QUIET_ZONE_MODULES = 4;

/** One SVG path for the dark modules, a rectangle per horizontal run: a few hundred bytes. */
function pathOf(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      const run = x - start + 1;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}

/**
 * The token as a QR code. The encoder loads only here, in its own chunk, when a pass is on screen;
 * until then (or if it cannot load, offline with nothing cached) a grey square holds the place.
 */
export function DoorPassQr({ token, label }: { token: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);

  useEffect(() => {
    let current = true;
    import('qr')
      .then(({ default: encodeQR }) => {
        if (current) setModules(encodeQR(token, 'raw', { ecc: 'medium', border: QUIET_ZONE_MODULES }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);

  if (!modules) return <SkeletonBlock className="size-56 rounded-none" />;
  const size = modules.length;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="size-56 bg-white">
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(modules)} fill="#000" />
    </svg>
  );
}
