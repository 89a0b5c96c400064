/**
 * Widths of the narrower copies stored next to each upload: a phone card (about 360 CSS px) at 1×
 * takes 400, at 2× or a tablet column takes 800; wider slots take the full file (up to 1600).
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

/** The variant widths worth writing for a stored file this wide: only narrower ones, never enlarged. */
export function variantWidthsFor(storedWidth: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((width) => width < storedWidth);
}

/** `{id}.webp` → `{id}-400w.webp`: derived from the stored name, so it needs no column of its own. */
export function variantFileName(fileName: string, width: number): string {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) throw new Error(`Image file name has no extension: ${JSON.stringify(fileName)}`);
  if (!Number.isInteger(width) || width <= 0) throw new Error(`Invalid variant width: ${width}`);
  return `${fileName.slice(0, dot)}-${width}w${fileName.slice(dot)}`;
}
