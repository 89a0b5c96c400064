// How the production server process is started: by `npm start`, and by the benches, so that what
// they measure is what runs. docs/decisions/017-compressed-replies-and-young-heap.md
export const serverNodeArgs = [
  '--enable-source-maps',
  // A larger young generation: a busy server's short-lived request objects die before a
  // scavenge instead of being copied by one (V8's default is 16 MB per semi-space).
  '--max-semi-space-size=32',
  'apps/server/dist/main.js',
];
