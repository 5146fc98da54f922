// Tile pictograms drawn here (no icon font, no image from another host).
const shapes = {
  procedures: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  certificates: 'M4 4h16v12H4zM8 8h8M8 11h5M15 16l-1.5 5 2.5-1.5 2.5 1.5L17 16',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  documentation: 'M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1zM12 6v14',
  support: 'M12 3a8 8 0 0 0-8 8v5h4v-6H6M12 3a8 8 0 0 1 8 8v5h-4v-6h2M16 16c0 3-2 4-4 4',
} as const;

export type TileIconName = keyof typeof shapes;

export function TileIcon({ name }: { name: TileIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d={shapes[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
