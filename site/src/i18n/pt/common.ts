/** Portuguese UI strings every area shares: page metadata, accessibility labels, common words, general errors, formatting fallbacks. */
import type { Dictionary } from '../index';

export const meta: Dictionary['meta'] = {
  locale: 'pt-PT',
  /** Appended to every page title: "Line-up — Kizomba Lumière Festival". */
  titleSeparator: ' — ',
};

export const a11y: Dictionary['a11y'] = {
  skipToContent: 'Saltar para o conteúdo',
  mainNavigation: 'Navegação principal',
  tabBarNavigation: 'Navegação rápida',
  footerNavigation: 'Ligações do rodapé',
  legalNavigation: 'Informações legais',
  socialNavigation: 'Redes sociais',
  openMenu: 'Abrir o menu',
  closeMenu: 'Fechar o menu',
  menuTitle: 'Menu',
  cart: 'Carrinho',
  external: '(abre num novo separador)',
  breadcrumb: 'Caminho de navegação',
  logoHome: 'Kizomba Lumière Festival, voltar à página inicial',
};

export const common: Dictionary['common'] = {
  readMore: 'Ler mais',
  seeAll: 'Ver tudo',
  backHome: 'Voltar à página inicial',
  learnMore: 'Saber mais',
  dates: 'Datas',
  venue: 'Local',
  openMap: 'Abrir o mapa',
  mapLinkTitle: 'Ver {venue} no OpenStreetMap',
  close: 'Fechar',
  back: 'Voltar',
  loading: 'A carregar…',
  retry: 'Tentar novamente',
  from: 'Desde',
  toc: 'Índice',
};

/** General API errors. */
export const errors: Dictionary['errors'] = {
  generic: 'Ocorreu um erro',
  network: 'Não foi possível ligar ao servidor',
};

/** Formatting fallbacks. */
export const format: Dictionary['format'] = {
  invalidDate: 'Data inválida',
  notAvailable: 'N/D',
};
