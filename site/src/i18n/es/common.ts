/** Spanish UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'es-ES',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Ir al contenido',
  mainNavigation: 'Navegación principal',
  tabBarNavigation: 'Navegación rápida',
  footerNavigation: 'Enlaces del pie de página',
  legalNavigation: 'Información legal',
  socialNavigation: 'Redes sociales',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  menuTitle: 'Menú',
  cart: 'Cesta',
  external: '(se abre en una pestaña nueva)',
  breadcrumb: 'Ruta de navegación',
  logoHome: 'Kizomba Lumière Festival, volver a la página de inicio',
};

export const common: Dictionary['common'] = {
  readMore: 'Leer más',
  seeAll: 'Ver todo',
  backHome: 'Volver a la página de inicio',
  learnMore: 'Más información',
  dates: 'Fechas',
  venue: 'Lugar',
  openMap: 'Abrir el mapa',
  mapLinkTitle: 'Ver {venue} en OpenStreetMap',
  close: 'Cerrar',
  back: 'Volver',
  loading: 'Cargando…',
  retry: 'Reintentar',
  from: 'Desde',
  toc: 'Índice',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Se ha producido un error',
  network: 'Error de conexión con el servidor',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Fecha no válida',
  notAvailable: 'N/D',
};
