/**
 * Spanish strings shared by every container. Keys are the Spanish text itself (whole keys), so a
 * missing entry still reads correctly.
 */
export const es: Record<string, string> = {
  'Loading...': 'Loading...',
  'Obteniendo datos...': 'Obteniendo datos...',
  'Este servicio no está disponible en este momento.': 'Este servicio no está disponible en este momento.',
  Reintentar: 'Reintentar',
};
