export function photoSizedJpeg(): Promise<Buffer>;
